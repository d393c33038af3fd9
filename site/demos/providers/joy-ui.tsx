import { CssVarsProvider, extendTheme, useColorScheme, type CssVarsThemeOptions } from '@mui/joy/styles';
import type { ReactNode } from 'react';
import { DocsThemeProvider, useDocsTheme, useLibraryModeSync } from '../../theme/DocsThemeProvider';
import type { ThemeState } from '../../theme/themeState';
import { DEMO_PROVIDER_STORAGE_KEYS } from '../../theme/preferences';
import type { DemoProviderProps } from '../types';
import { DirectionCache } from './DirectionCache';
import { OwnThemeHost } from './OwnThemeHost';
import { useThemeFor } from './useThemeFor';

// Joy's small sizes for dense mode, mirroring Material's list in DESIGN.md §6.
const DENSE_COMPONENTS: CssVarsThemeOptions['components'] = {
  JoyButton: { defaultProps: { size: 'sm' } },
  JoyIconButton: { defaultProps: { size: 'sm' } },
  JoyInput: { defaultProps: { size: 'sm' } },
  JoySelect: { defaultProps: { size: 'sm' } },
  JoyTextarea: { defaultProps: { size: 'sm' } },
  JoyFormControl: { defaultProps: { size: 'sm' } },
  JoyList: { defaultProps: { size: 'sm' } },
  JoyTable: { defaultProps: { size: 'sm' } },
  JoyChip: { defaultProps: { size: 'sm' } },
};

// Joy's Slider does not read the theme's direction (unlike Material's): it mirrors only with `isRtl`, so
// in right-to-left the site sets it, as an app would, and the fill and thumbs follow the page.
const RTL_COMPONENTS: CssVarsThemeOptions['components'] = {
  JoySlider: { defaultProps: { isRtl: true } },
};

function joyThemeOptions(state: ThemeState): CssVarsThemeOptions {
  const components = { ...(state.dense ? DENSE_COMPONENTS : {}), ...(state.direction === 'rtl' ? RTL_COMPONENTS : {}) };
  return { spacing: state.spacing, direction: state.direction, components } as CssVarsThemeOptions;
}

function createJoyDemoTheme(state: ThemeState) {
  return extendTheme(joyThemeOptions(state));
}

// The outer theme of a demo with its own CssVarsProvider. A nested provider writes no CSS variables when
// its prefix equals the outer theme's (both `joy`), so the demo's colors would never exist; under this
// prefix it writes them, confined to the demo by OwnThemeHost. (Joy reads the outer theme through its own
// copy of @mui/system, so the outer theme must come from Joy's provider, not from a System ThemeProvider.)
function createJoyHostTheme(state: ThemeState) {
  return extendTheme({ ...joyThemeOptions(state), cssVarPrefix: 'docs-joy-host' });
}

// Joy's state follows the site's store; the store owns <html>'s attribute (see material-ui.tsx).
function ModeSync() {
  useLibraryModeSync(useColorScheme().setMode);
  return null;
}

function JoyTheme({ ownTheme, children }: { ownTheme: boolean; children: ReactNode }) {
  const { state } = useDocsTheme();
  const theme = useThemeFor(state, ownTheme ? createJoyHostTheme : createJoyDemoTheme);
  return (
    <DirectionCache direction={state.direction}>
      <CssVarsProvider theme={theme} modeStorageKey={DEMO_PROVIDER_STORAGE_KEYS.mode} colorSchemeStorageKey={DEMO_PROVIDER_STORAGE_KEYS.colorScheme} storageWindow={null} colorSchemeNode={null}>
        <ModeSync />
        {children}
      </CssVarsProvider>
    </DirectionCache>
  );
}

/** Wraps a Joy UI demo in Joy's own provider (Joy crashes under Material's) with the visitor's preferences. */
export function DemoProvider({ children, ownThemeScope }: DemoProviderProps) {
  return (
    <DocsThemeProvider>
      <JoyTheme ownTheme={Boolean(ownThemeScope)}>{ownThemeScope ? <OwnThemeHost scope={ownThemeScope}>{children}</OwnThemeHost> : children}</JoyTheme>
    </DocsThemeProvider>
  );
}
