// Modules the build generates for the browser bundle (build/bundle/client.ts).
declare module 'virtual:islands' {
  import type { IslandRegistry } from './islands/types';
  export const islands: IslandRegistry;
}
