import type { ComponentType } from 'react';

/** How long the live editor waits after the last keystroke before showing a compile error. */
export const EDIT_ERROR_DELAY_MS = 300;

/** What a live-edit session reports to the demo. */
export interface LiveEditCallbacks<T = ComponentType> {
  /** A new component compiled: render it. */
  render: (compiled: T) => void;
  /** The error to show, or `null` to clear it. */
  error: (message: string | null) => void;
}

/**
 * Turns edits of a demo's source into renders (DESIGN.md, issue 4 §4): code that compiles renders as
 * soon as it is evaluated; code that does not shows its error only after a pause, and the last good
 * render stays meanwhile. Compiling may be asynchronous (edited code runs as a module, see
 * `evaluateDemo`): a result that arrives after a newer edit or a reset is dropped.
 */
export class LiveEditSession<T = ComponentType> {
  private pending: ReturnType<typeof setTimeout> | null = null;
  private generation = 0;

  constructor(
    private readonly compile: (source: string) => T | Promise<T>,
    private readonly callbacks: LiveEditCallbacks<T>,
    private readonly delayMs = EDIT_ERROR_DELAY_MS,
  ) {}

  /** Handles the editor's current text. */
  edit(source: string): void {
    this.cancel();
    const generation = this.generation;
    let result: T | Promise<T>;
    try {
      result = this.compile(source);
    } catch (error) {
      this.fail(error, generation);
      return;
    }
    if (result instanceof Promise) result.then((compiled) => this.succeed(compiled, generation), (error: unknown) => this.fail(error, generation));
    else this.succeed(result, generation);
  }

  /** Drops a pending error and any compile still running (the editor was reset or closed). */
  cancel(): void {
    this.generation += 1;
    if (this.pending !== null) clearTimeout(this.pending);
    this.pending = null;
  }

  private succeed(compiled: T, generation: number): void {
    if (generation !== this.generation) return;
    this.callbacks.error(null);
    this.callbacks.render(compiled);
  }

  private fail(error: unknown, generation: number): void {
    if (generation !== this.generation) return;
    const message = error instanceof Error ? error.message : String(error);
    this.pending = setTimeout(() => {
      this.pending = null;
      this.callbacks.error(message);
    }, this.delayMs);
  }
}

/** Turns TypeScript or JavaScript with JSX and ES imports into a CommonJS function body. */
export type Transpile = (source: string) => string;

/** Runs the text of an ES module and resolves with its namespace. */
export type ModuleLoader = (code: string) => Promise<Record<string, unknown>>;

/**
 * Runs module code from a blob URL. The page's Content Security Policy allows `blob:` scripts on pages
 * with demos and never `'unsafe-eval'`, so edited code cannot go through `eval` or `new Function`.
 */
export const loadModuleFromBlob: ModuleLoader = async (code) => {
  const url = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
  try {
    return (await import(/* @vite-ignore */ url)) as Record<string, unknown>;
  } finally {
    URL.revokeObjectURL(url);
  }
};

// Where a module evaluated by `evaluateDemo` picks up its `require`, `module` and `exports`.
const BINDINGS_KEY = '__docsLiveEditBindings';
type Bindings = { require: (name: string) => unknown; module: { exports: Record<string, unknown> } };
let nextBindingsId = 0;

function bindingsRegistry(): Map<string, Bindings> {
  const holder = globalThis as unknown as Record<string, Map<string, Bindings> | undefined>;
  holder[BINDINGS_KEY] ??= new Map();
  return holder[BINDINGS_KEY];
}

/**
 * A module of the scope as edited code sees it. The scope holds what the original demo takes from each
 * module, not whole namespaces (build/demos/codeModules.ts), so a name it lacks is an error that says
 * so rather than an `undefined` that React reports as an invalid element type.
 */
function scopedModule(name: string, exports: object): object {
  // Namespace objects of bundled ES modules carry no __esModule flag; sucrase's interop needs it.
  const module: Record<string | symbol, unknown> = { ...exports, __esModule: true };
  return new Proxy(module, {
    get(target, key) {
      if (typeof key === 'string' && !(key in target)) {
        throw new Error(`The live editor cannot import "${key}" from "${name}": only what the original demo imports from a module is available.`);
      }
      return target[key];
    },
  });
}

/**
 * Runs transpiled demo code as a module whose imports come from `scope` (the modules the original demo
 * imports) and resolves with its default export. Unknown imports and a missing default export are errors.
 */
export async function evaluateDemo(commonJs: string, scope: Readonly<Record<string, unknown>>, load: ModuleLoader = loadModuleFromBlob): Promise<ComponentType> {
  const module: { exports: Record<string, unknown> } = { exports: {} };
  const require = (name: string): unknown => {
    if (!Object.hasOwn(scope, name)) throw new Error(`The live editor cannot import "${name}": only the modules the original demo imports are available.`);
    return scopedModule(name, scope[name] as object);
  };
  const id = String(nextBindingsId++);
  const registry = bindingsRegistry();
  registry.set(id, { require, module });
  try {
    const prologue = `const { require, module } = globalThis.${BINDINGS_KEY}.get(${JSON.stringify(id)}); const exports = module.exports;\n`;
    await load(prologue + commonJs);
  } finally {
    registry.delete(id);
  }
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
