import { createContext, useContext, type ReactElement } from 'react';

/** How soon an island's code loads and hydrates. */
export type HydrationStrategy = 'visible' | 'idle' | 'load';

/** What the page render needs to render an island on its own, and to say which file to fix when it throws. */
export interface CollectedIsland {
  element: ReactElement;
  /** The project file whose code the island runs (a demo's source), named when it throws. */
  source?: string | undefined;
  /** Rendered instead of an island that threw, where errors are contained (dev mode). */
  fallback?: ((error: Error) => ReactElement) | undefined;
}

/** Collects the islands of one page render; each is rendered on its own afterwards (see renderPage). */
export class IslandCollector {
  readonly islands: CollectedIsland[] = [];

  /** Registers an island and returns the placeholder text that marks where its HTML goes. */
  add(island: CollectedIsland): string {
    this.islands.push(island);
    return IslandCollector.placeholder(this.islands.length - 1);
  }

  /**
   * The `useId` prefix of the island in slot `index`: each island is a React root of its own, and roots
   * without a prefix hand out the same ids, so two demos' fields would share ids (labels focusing the wrong
   * field, `aria-controls` pointing elsewhere). The server render and the hydration use the same prefix.
   */
  static idPrefix(index: number): string {
    return `i${index}-`;
  }

  /** The marker text for slot `index`; plain ASCII so HTML escaping leaves it untouched. */
  static placeholder(index: number): string {
    return `%%island-slot-${index}%%`;
  }

  /** Matches every slot marker; the slot's index is the first group. */
  static readonly SLOT_PATTERN = /%%island-slot-(\d+)%%/g;
}

export const IslandCollectorContext = createContext<IslandCollector | null>(null);

/** Thrown by the page render when an island throws: carries the file to blame, if the island named one. */
export class IslandRenderError extends Error {
  constructor(
    readonly original: Error,
    readonly source: string | undefined,
  ) {
    super(original.message);
    this.name = 'IslandRenderError';
  }
}

/** Recognises an IslandRenderError by shape: the server bundle carries its own copy of the class. */
export function isIslandRenderError(error: unknown): error is IslandRenderError {
  return error instanceof Error && error.name === 'IslandRenderError' && 'original' in error;
}

interface IslandProps extends Omit<CollectedIsland, 'element'> {
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
export function Island({ name, hydrate = 'visible', className, props, source, fallback, children }: IslandProps) {
  const collector = useContext(IslandCollectorContext);
  if (!collector) throw new Error('Island rendered outside renderPage: the IslandCollector is missing.');
  const idPrefix = IslandCollector.idPrefix(collector.islands.length);
  return (
    <div className={className} data-island={name} data-hydrate={hydrate} data-id-prefix={idPrefix} data-props={props ? JSON.stringify(props) : undefined}>
      {collector.add({ element: children, source, fallback })}
    </div>
  );
}
