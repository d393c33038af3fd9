import { createElement, useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { writeClipboard } from '../copy/feedback';
import { t } from '../i18n/t';
import { escapeHtml } from '../render/escape';
import { DEFAULT_CODE_STYLING, parseDemoHash, type CodeStyling, type CodeVariant } from './codePreferences';
import { setCodePreference, useCodePreferences } from './codePreferenceStore';
import { DemoCode } from './DemoCode';
import { DemoErrorBoundary } from './DemoErrorBoundary';
import { DemoFrame } from './DemoFrame';
import { DemoToolbar } from './DemoToolbar';
import { TAILWIND_DEMO_ATTRIBUTE } from './tailwindScope';
import { useOverflowWhileFitting } from './useOverflowWhileFitting';
import { DEMO_CODE_TOGGLE_EVENT, type DemoCodeToggleDetail } from './events';
import type { LiveEditSession } from './liveEdit';
import type { DemoCodeModule, DemoProviderProps } from './types';

// The markup of an edited source: the build's highlighting no longer matches it, so it is shown plain.
function plainCodeHtml(source: string, variant: CodeVariant): string {
  return `<pre class="shiki" dir="ltr" tabindex="0" data-language="${variant === 'TS' ? 'tsx' : 'jsx'}"><code>${escapeHtml(source)}</code></pre>`;
}

// A live edit that compiled, and whether that code brings its own theme provider.
interface EditedDemo {
  component: ComponentType;
  ownTheme: boolean;
}

/** The serialisable part of a demo's props: rendered on the server, read back from the island in the browser. */
export interface DemoShellData {
  id: string;
  name: string;
  sourceUrl: string;
  previewHtml: string | null;
  /** Code stylings to switch between (MUI System first); empty when the demo has no variants. */
  stylings: CodeStyling[];
  /** Render the demo in an iframe of its own (full-page layouts, app bars, drawers). */
  iframe: boolean;
  /** Show the live demo alone, without toolbar or code. */
  hideToolbar: boolean;
  /** Open the code as soon as the demo hydrates (the server renders the loading line in its place). */
  defaultCodeOpen: boolean;
  /** The demo brings its own theme provider; its provider hosts it so that theme shows (providers/OwnThemeHost). */
  ownTheme: boolean;
  /** The demo's own file is written with Tailwind classes (`Name.tailwind.tsx`). */
  tailwind: boolean;
  /** The collapsed-code preview of each styling variant; `previewHtml` is the default styling's. */
  variantPreviews: Partial<Record<CodeStyling, string | null>>;
}

/** A demo shell's props: its data plus the live parts each side supplies. */
export interface DemoShellProps extends DemoShellData {
  Component: ComponentType;
  Provider: ComponentType<DemoProviderProps>;
  /** Loads the demo's code module; only the browser ever calls it. */
  loadCode: () => Promise<DemoCodeModule>;
  /** Loaders of the styling variants' components; the server renders the default styling only. */
  loadVariants: Partial<Record<CodeStyling, () => Promise<{ default: ComponentType }>>>;
}

/**
 * One demo on a page (issue 4 §3–7): the live demo in its product's provider and an error boundary, the
 * toolbar, and the code, which loads only when the reader asks for it and can be edited live.
 */
export function DemoShell(props: DemoShellProps) {
  const { id, name, Component, Provider, loadCode } = props;
  const { codeVariant: variant, codeStyling } = useCodePreferences();
  // A styling this demo has no variant for shows the default one.
  const styling: CodeStyling = props.stylings.includes(codeStyling) ? codeStyling : DEFAULT_CODE_STYLING;
  const [variantComponents, setVariantComponents] = useState<Partial<Record<CodeStyling, ComponentType>>>({});
  const [codeOpen, setCodeOpen] = useState(props.defaultCodeOpen && !props.hideToolbar);
  const [code, setCode] = useState<DemoCodeModule | null>(null);
  const [resetCount, setResetCount] = useState(0);
  const [editedState, setEditedState] = useState<EditedDemo | null>(null);
  // The edit on screen and the one before it: an edit that throws while rendering falls back to the last.
  const edited = useRef<EditedDemo | null>(null);
  const lastGood = useRef<EditedDemo | null>(null);
  const setEdited = (next: EditedDemo | null): void => {
    edited.current = next;
    setEditedState(next);
  };
  const [crashCount, setCrashCount] = useState(0);
  // Reopening the code after editing shows the edited text (plain, unhighlighted), fixed for that view.
  const [reopenedHtml, setReopenedHtml] = useState<string | null>(null);
  const [editError, setEditError] = useState<string | null>(null);
  const [editVersion, setEditVersion] = useState(0);
  const editedText = useRef<string | null>(null);
  const session = useRef<LiveEditSession<{ component: ComponentType; ownTheme: boolean }> | Promise<LiveEditSession<{ component: ComponentType; ownTheme: boolean }>> | null>(null);
  const focusTarget = useRef<HTMLSpanElement>(null);
  const codePromise = useRef<Promise<DemoCodeModule> | null>(null);
  const liveRef = useRef<HTMLDivElement>(null);
  useOverflowWhileFitting(liveRef);

  const ensureCode = useCallback((): Promise<DemoCodeModule> => {
    codePromise.current ??= loadCode().then((module) => {
      setCode(module);
      return module;
    });
    return codePromise.current;
  }, [loadCode]);

  const discardEdits = useCallback((): void => {
    const current = session.current;
    if (current && !(current instanceof Promise)) current.cancel();
    editedText.current = null;
    edited.current = null;
    lastGood.current = null;
    setEditedState(null);
    setEditError(null);
    setReopenedHtml(null);
    setEditVersion((version) => version + 1);
  }, []);

  // Code that starts open loads right after hydration; the first render matches the server's.
  useEffect(() => {
    if (props.defaultCodeOpen && !props.hideToolbar) void ensureCode();
    // Only on mount: later openings load the code through the toggle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // `#Name.js` / `#Name.tsx` opens this demo's code (the store already picked the variant from the hash).
  useEffect(() => {
    const openFromHash = (): void => {
      if (parseDemoHash(location.hash)?.name !== name) return;
      setCodeOpen(true);
      void ensureCode();
    };
    openFromHash();
    window.addEventListener('hashchange', openFromHash);
    return () => window.removeEventListener('hashchange', openFromHash);
  }, [name, ensureCode]);

  // Other features (inline ads under open code) follow the code panel through a DOM event.
  const announced = useRef(false);
  useEffect(() => {
    if (!announced.current && !codeOpen) return;
    announced.current = true;
    const detail: DemoCodeToggleDetail = { open: codeOpen };
    liveRef.current?.closest('section')?.dispatchEvent(new CustomEvent(DEMO_CODE_TOGGLE_EVENT, { bubbles: true, detail }));
  }, [codeOpen]);

  // Switching language shows the other source as written: edits belong to the source they were made in.
  const shownVariant = useRef(`${variant}/${styling}`);
  useEffect(() => {
    if (shownVariant.current === `${variant}/${styling}`) return;
    shownVariant.current = `${variant}/${styling}`;
    if (editedText.current !== null) discardEdits();
  }, [variant, styling, discardEdits]);

  // The live part follows the styling too: its component loads on first use.
  const loadVariant = props.loadVariants[styling];
  useEffect(() => {
    if (!loadVariant || variantComponents[styling]) return;
    void loadVariant().then((module) => setVariantComponents((loaded) => ({ ...loaded, [styling]: module.default })));
  }, [loadVariant, styling, variantComponents]);

  const onEdit = (text: string): void => {
    editedText.current = text;
    const current = session.current;
    if (current instanceof Promise) return; // the editor is loading; the latest text is applied when it arrives
    if (current) {
      current.edit(text);
      return;
    }
    // The live editor, its transpiler and the provider check load on the first edit: only readers who edit need them.
    session.current = Promise.all([import('./liveEdit'), ensureCode(), import('./ownTheme')]).then(async ([{ evaluateDemo, LiveEditSession, loadTranspiler }, module, { bringsOwnTheme }]) => {
      const transpile = await loadTranspiler();
      // Edited code may add or drop a theme provider of its own: decided again for what compiled.
      const compile = async (source: string): Promise<{ component: ComponentType; ownTheme: boolean }> => ({ component: await evaluateDemo(transpile(source), module.scope), ownTheme: bringsOwnTheme(source) });
      const created = new LiveEditSession(compile, {
        render: ({ component, ownTheme }) => {
          lastGood.current = edited.current;
          setEdited({ component, ownTheme });
        },
        error: setEditError,
      });
      session.current = created;
      if (editedText.current !== null) created.edit(editedText.current);
      return created;
    });
  };

  const codeFor = (module: DemoCodeModule) => (styling === DEFAULT_CODE_STYLING ? module.code : module.variants[styling] ?? module.code);
  const currentSource = async (): Promise<string> => editedText.current ?? codeFor(await ensureCode())[variant].source;

  // The export code is a chunk of its own: most readers never open a demo in an online editor. The
  // tab opens first, during the click, so no pop-up blocker stops it while the chunk loads.
  const openSandbox = async (target: 'codesandbox' | 'stackblitz'): Promise<void> => {
    const tab = window.open('about:blank', '_blank');
    try {
      const [module, source, { sandboxProject }, { openInCodeSandbox, openInStackBlitz }] = await Promise.all([ensureCode(), currentSource(), import('./sandbox/project'), import('./sandbox/open')]);
      const project = sandboxProject({ name, pageUrl: `${location.origin}${location.pathname}`, variant, source, dependencies: codeFor(module).dependencies });
      await (target === 'codesandbox' ? openInCodeSandbox(project, tab) : openInStackBlitz(project, tab));
    } catch (error) {
      tab?.close();
      console.error('The demo could not be exported', error);
    }
  };

  const reset = (): void => {
    discardEdits();
    setResetCount((count) => count + 1);
  };

  // A live edit that throws while rendering: show its error in the editor and bring back the last good render.
  const onCatch = (error: Error): boolean => {
    if (edited.current === null) return false;
    setEditError(error.message);
    setEdited(lastGood.current);
    lastGood.current = null;
    setCrashCount((count) => count + 1);
    return true;
  };

  const ownTheme = editedState ? editedState.ownTheme : props.ownTheme;
  // The preview under a closed demo shows the code of the styling on screen.
  const previewHtml = styling === DEFAULT_CODE_STYLING ? props.previewHtml : (props.variantPreviews[styling] ?? null);
  const Live = editedState?.component ?? (styling === DEFAULT_CODE_STYLING ? Component : variantComponents[styling] ?? Component);
  const live = (
    <DemoErrorBoundary key={`${resetCount}-${editVersion}-${crashCount}`} onReset={reset} onCatch={onCatch}>
      <Provider ownThemeScope={ownTheme ? id : undefined}>{createElement(Live)}</Provider>
    </DemoErrorBoundary>
  );

  return (
    <>
      {/* The page's Tailwind stylesheet (build/demos/tailwind.ts) applies only inside this attribute. */}
      <div className="demo-live" ref={liveRef} {...(props.tailwind || styling === 'Tailwind' ? { [TAILWIND_DEMO_ATTRIBUTE]: '' } : {})}>
        <span ref={focusTarget} className="demo-focus-target" tabIndex={-1} />
        {props.iframe ? <DemoFrame title={t('demos.frameTitle', { name })}>{live}</DemoFrame> : live}
      </div>
      {props.hideToolbar ? null : (
        <DemoToolbar
          id={id}
          name={name}
          codeOpen={codeOpen}
          onToggleCode={() => {
            if (!codeOpen) {
              void ensureCode();
              if (editedText.current !== null) setReopenedHtml(plainCodeHtml(editedText.current, variant));
            }
            setCodeOpen(!codeOpen);
          }}
          variant={variant}
          onVariant={(next) => setCodePreference('codeVariant', next)}
          stylings={props.stylings}
          styling={styling}
          onStyling={(next) => setCodePreference('codeStyling', next)}
          onCopy={async () => writeClipboard(await currentSource())}
          onReset={reset}
          onResetFocus={() => focusTarget.current?.focus()}
          onCodeSandbox={() => void openSandbox('codesandbox')}
          onStackBlitz={() => void openSandbox('stackblitz')}
          sourceUrl={props.sourceUrl}
        />
      )}
      {props.hideToolbar ? null : codeOpen ? (
        code ? (
          <DemoCode id={id} name={name} html={reopenedHtml ?? codeFor(code)[variant].html} version={`${variant}-${styling}-${editVersion}-${reopenedHtml === null ? 0 : 1}`} onEdit={onEdit} error={editError} />
        ) : (
          <p className="demo-code-loading" id={`${id}-code`}>
            {t('demos.loadingCode')}
          </p>
        )
      ) : previewHtml ? (
        <div className="code-block demo-code-preview" dangerouslySetInnerHTML={{ __html: previewHtml }} />
      ) : null}
    </>
  );
}
