import * as React from 'react';
import Button from '@mui/joy/Button';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const theme = extendTheme({
  components: {
    JoyToggleButtonGroup: {
      defaultProps: { variant: 'soft', size: 'sm' },
      styleOverrides: {
        // The group shares ButtonGroup's CSS variables.
        root: { '--ButtonGroup-radius': '999px' },
      },
    },
  },
});

export default function ThemedToggle() {
  const [mode, setMode] = React.useState<string | null>('edit');
  return (
    <CssVarsProvider theme={theme}>
      <ToggleButtonGroup value={mode} onChange={(_event, newValue) => setMode(newValue)} aria-label="Editor mode">
        <Button value="edit">Edit</Button>
        <Button value="preview">Preview</Button>
        <Button value="split">Split</Button>
      </ToggleButtonGroup>
    </CssVarsProvider>
  );
}
