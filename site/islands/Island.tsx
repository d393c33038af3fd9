import { createContext, useContext, type ReactElement } from 'react';

/** How soon an island's code loads and hydrates. */
export type HydrationStrategy = 'visible' | 'idle' | 'load';

/** Collects the islands of one page render; each is rendered on its own afterwards (see renderPage). */
export class IslandCollector {
  readonly elements: ReactElement[] = [];

  /** Registers an island element and returns the placeholder text that marks where its HTML goes. */
  add(element: ReactElement): string {
    this.elements.push(element);
    return IslandCollector.placeholder(this.elements.length - 1);
  }

  /** The marker text for slot `index`; plain ASCII so HTML escaping leaves it untouched. */
  static placeholder(index: number): string {
    return `%%island-slot-${index}%%`;
  }
}

export const IslandCollectorContext = createContext<IslandCollector | null>(null);

interface IslandProps {
  /** Key of the island in the client registry, e.g. `demo:material-ui/react-button/BasicButtons`. */
  name: string;
  hydrate?: HydrationStrategy;
  className?: string;
  /** JSON-serialisable props handed to the island module's `islandElement` in the browser. */
  props?: Record<string, unknown>;
  /** The element to render and later hydrate; it must render the same tree in the browser. */
  children: ReactElement;
}

/**
 * Marks an interactive part of a static page. Its content is rendered in a separate React root
 * (so `useId` values match the browser's own root) and hydrated by `runtime/islands`.
 */
export function Island({ name, hydrate = 'visible', className, props, children }: IslandProps) {
  const collector = useContext(IslandCollectorContext);
  if (!collector) throw new Error('Island rendered outside renderPage: the IslandCollector is missing.');
  return (
    <div className={className} data-island={name} data-hydrate={hydrate} data-props={props ? JSON.stringify(props) : undefined}>
      {collector.add(children)}
    </div>
  );
}
