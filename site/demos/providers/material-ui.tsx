import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { useCallback, useMemo, type ReactNode } from 'react';
import { DEMO_PROVIDER_STORAGE_KEYS } from '../../theme/preferences';
import { DocsThemeProvider, useDocsTheme, useLibraryModeSync } from '../../theme/DocsThemeProvider';
import { DirectionCache } from './DirectionCache';
import type { DemoProviderProps } from '../types';
import { createMaterialDemoTheme, createMaterialHostTheme } from './materialTheme';
import { OwnThemeHost } from './OwnThemeHost';
import { useThemeFor } from './useThemeFor';

// Keeps Material's own colour-scheme state (read by JavaScript such as theme.palette.mode) in step
// with the site's store; the visuals already follow through CSS variables. The site's store owns the
// attribute on <html> (`colorSchemeNode: null` below): Material's state starts from the operating system,
// and writing it there made a dark page flash light while its demos hydrated.
function ModeSync() {
  useLibraryModeSync(useColorScheme().setMode);
  return null;
}

// `colorSchemeNode` exists at runtime for a theme with CSS variables; Material types it only once the
// global `CssThemeVariables` augmentation is on, which would change the types every demo sees.
const LEAVE_HTML_ATTRIBUTE_ALONE = { colorSchemeNode: null };

function MaterialTheme({ children }: { children: ReactNode }) {
  const { state } = useDocsTheme();
  const theme = useThemeFor(state, createMaterialDemoTheme);
  return (
    <DirectionCache direction={state.direction}>
      <ThemeProvider theme={theme} modeStorageKey={DEMO_PROVIDER_STORAGE_KEYS.mode} colorSchemeStorageKey={DEMO_PROVIDER_STORAGE_KEYS.colorScheme} storageWindow={null} {...LEAVE_HTML_ATTRIBUTE_ALONE}>
        <ModeSync />
        {children}
      </ThemeProvider>
    </DirectionCache>
  );
}

// Replaces the site's CSS-variables theme (not merges over it) for a demo with its own theme; the site's
// provider stays above, so a nested CSS-variables provider still follows the site's mode.
function MaterialOwnThemeHost({ scope, children }: { scope: string; children: ReactNode }) {
  const { state } = useDocsTheme();
  const hostTheme = useMemo(() => createMaterialHostTheme(state), [state]);
  const replaceOuterTheme = useCallback(() => hostTheme, [hostTheme]);
  return (
    <ThemeProvider theme={replaceOuterTheme}>
      <OwnThemeHost scope={scope}>{children}</OwnThemeHost>
    </ThemeProvider>
  );
}

/** Wraps a demo in Material UI's default theme with the visitor's mode, direction, density and colours. */
export function DemoProvider({ children, ownThemeScope }: DemoProviderProps) {
  return (
    <DocsThemeProvider>
      <MaterialTheme>{ownThemeScope ? <MaterialOwnThemeHost scope={ownThemeScope}>{children}</MaterialOwnThemeHost> : children}</MaterialTheme>
    </DocsThemeProvider>
  );
}
