import * as React from 'react';
import { ThemeProvider, createTheme, useTheme, type Theme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

const layers = [
  { key: 'appBar', label: 'App bar', color: 'primary', offset: 0 },
  { key: 'drawer', label: 'Drawer', color: 'secondary', offset: 1 },
  { key: 'snackbar', label: 'Snackbar', color: 'success', offset: 2 },
] as const;

function Layers() {
  const theme = useTheme();
  return (
    <Box sx={{ position: 'relative', height: 150, width: 300, maxWidth: '100%' }}>
      {layers.map((layer) => (
        <Box
          key={layer.key}
          sx={{
            position: 'absolute',
            top: layer.offset * 36,
            insetInlineStart: layer.offset * 48,
            width: 200,
            height: 72,
            p: 1,
            borderRadius: 1,
            boxShadow: 3,
            color: `${layer.color}.contrastText`,
            bgcolor: `${layer.color}.main`,
            // The sx prop reads zIndex keys from theme.zIndex.
            zIndex: layer.key,
          }}
        >
          {layer.label}: {theme.zIndex[layer.key]}
        </Box>
      ))}
    </Box>
  );
}

export default function LayerOrder() {
  const [raised, setRaised] = React.useState(false);
  const theme = React.useCallback((outer: Theme) => createTheme({ palette: { mode: outer.palette.mode }, zIndex: raised ? { appBar: 1450 } : {} }), [raised]);
  return (
    <ThemeProvider theme={theme}>
      <Stack spacing={2}>
        <FormControlLabel control={<Switch checked={raised} onChange={(event) => setRaised(event.target.checked)} />} label="zIndex.appBar: 1450" />
        <Layers />
      </Stack>
    </ThemeProvider>
  );
}
