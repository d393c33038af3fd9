import { Island } from '../islands/Island';
import { siteIslandName } from '../islands/siteIslands';
import { ThemeBuilderLive } from './ThemeBuilderLive';
import { ThemeBuilderShell } from './ThemeBuilderShell';

/**
 * `<ThemeBuilder />` in MDX: the Joy UI theme builder island. The server renders the whole tool with its
 * defaults as the static preview; the browser hydrates only the shell (see ThemeBuilderShell).
 */
export function ThemeBuilder() {
  return (
    <Island name={siteIslandName('theme-builder')} className="theme-builder">
      <ThemeBuilderShell preview={<ThemeBuilderLive scope="theme-builder-static" />} />
    </Island>
  );
}
