import * as React from 'react';
import { createTheme, styled, ThemeProvider } from '@mui/system';

// applyStyles() returns its styles only for the given mode. Place it last, in an array.
const Panel = styled('div')(({ theme }) => [
  {
    padding: theme.spacing(2),
    borderRadius: 8,
    fontFamily: 'system-ui, sans-serif',
    backgroundColor: '#f1f5f9',
    color: '#0f172a',
  },
  theme.applyStyles('dark', {
    backgroundColor: '#0f172a',
    color: '#f1f5f9',
  }),
]);

export default function ApplyStyles() {
  const [mode, setMode] = React.useState<'light' | 'dark'>('light');
  const theme = React.useMemo(() => createTheme({ palette: { mode } }), [mode]);

  return (
    <ThemeProvider theme={theme}>
      <Panel>
        <p style={{ marginTop: 0 }}>This panel follows the mode of its theme: {mode}.</p>
        <button type="button" onClick={() => setMode(mode === 'light' ? 'dark' : 'light')}>
          Switch to {mode === 'light' ? 'dark' : 'light'}
        </button>
      </Panel>
    </ThemeProvider>
  );
}
