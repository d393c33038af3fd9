import { CssVarsProvider, extendTheme, useColorScheme, type CssVarsThemeOptions } from '@mui/joy/styles';
import { useEffect, type ReactNode } from 'react';
import { DocsThemeProvider, useDocsTheme } from '../../theme/DocsThemeProvider';
import type { ThemeState } from '../../theme/themeState';
import { DEMO_PROVIDER_STORAGE_KEYS } from '../../theme/preferences';
import { DirectionCache } from './DirectionCache';
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

function createJoyDemoTheme(state: ThemeState) {
  return extendTheme({
    spacing: state.spacing,
    direction: state.direction,
    components: state.dense ? DENSE_COMPONENTS : {},
  } as CssVarsThemeOptions);
}

// Joy's state follows the site's store; the store owns <html>'s attribute (see material-ui.tsx).
function ModeSync() {
  const { mode } = useDocsTheme();
  const { setMode } = useColorScheme();
  useEffect(() => setMode(mode), [mode, setMode]);
  return null;
}

function JoyTheme({ children }: { children: ReactNode }) {
  const { state } = useDocsTheme();
  const theme = useThemeFor(state, createJoyDemoTheme);
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
export function DemoProvider({ children }: { children: ReactNode }) {
  return (
    <DocsThemeProvider>
      <JoyTheme>{children}</JoyTheme>
    </DocsThemeProvider>
  );
}
