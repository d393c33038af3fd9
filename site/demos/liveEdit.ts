import type { ComponentType } from 'react';

/** How long the live editor waits after the last keystroke before showing a compile error. */
export const EDIT_ERROR_DELAY_MS = 300;

/** What a live-edit session reports to the demo. */
export interface LiveEditCallbacks {
  /** A new component compiled: render it. */
  render: (component: ComponentType) => void;
  /** The error to show, or `null` to clear it. */
  error: (message: string | null) => void;
}

/**
 * Turns edits of a demo's source into renders (DESIGN.md, issue 4 §4): code that compiles renders at
 * once; code that does not shows its error only after a pause, and the last good render stays meanwhile.
 */
export class LiveEditSession {
  private pending: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly compile: (source: string) => ComponentType,
    private readonly callbacks: LiveEditCallbacks,
    private readonly delayMs = EDIT_ERROR_DELAY_MS,
  ) {}

  /** Handles the editor's current text. */
  edit(source: string): void {
    this.cancel();
    let component: ComponentType;
    try {
      component = this.compile(source);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.pending = setTimeout(() => {
        this.pending = null;
        this.callbacks.error(message);
      }, this.delayMs);
      return;
    }
    this.callbacks.error(null);
    this.callbacks.render(component);
  }

  /** Drops a pending error (the editor was reset or closed). */
  cancel(): void {
    if (this.pending !== null) clearTimeout(this.pending);
    this.pending = null;
  }
}

/** Turns TypeScript or JavaScript with JSX and ES imports into a CommonJS function body. */
export type Transpile = (source: string) => string;

/**
 * Runs transpiled demo code as a module whose imports come from `scope` (the modules the original demo
 * imports) and returns its default export. Unknown imports and a missing default export are errors.
 */
export function evaluateDemo(commonJs: string, scope: Readonly<Record<string, unknown>>): ComponentType {
  const module: { exports: Record<string, unknown> } = { exports: {} };
  const require = (name: string): unknown => {
    if (!Object.hasOwn(scope, name)) throw new Error(`The live editor cannot import "${name}": only the modules the original demo imports are available.`);
    // Namespace objects of bundled ES modules carry no __esModule flag; sucrase's interop needs it.
    return { ...(scope[name] as object), __esModule: true };
  };
  // eslint-disable-next-line no-new-func -- running the reader's own edit is the point of live editing.
  new Function('require', 'module', 'exports', commonJs)(require, module, module.exports);
  const component = module.exports.default;
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
    throw new Error('The demo needs a default export: the component to render.');
  }
  return component as ComponentType;
}

/** Loads the in-browser transpiler (sucrase) on first use: readers who never edit never download it. */
export async function loadTranspiler(): Promise<Transpile> {
  const { transform } = await import('sucrase');
  return (source) => transform(source, { transforms: ['typescript', 'jsx', 'imports'], jsxRuntime: 'automatic', production: true }).code;
}
