import * as React from 'react';
import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

export default function FontSizeSetting() {
  const [fontSize, setFontSize] = React.useState(14);
  const theme = React.useCallback((outer: Theme) => createTheme({ palette: { mode: outer.palette.mode }, typography: { fontSize } }), [fontSize]);
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup exclusive size="small" value={fontSize} onChange={(_, value) => value && setFontSize(value)} aria-label="typography.fontSize">
        {[12, 14, 16].map((size) => (
          <ToggleButton key={size} value={size}>
            fontSize: {size}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ThemeProvider theme={theme}>
        <Typography variant="h5" component="p">
          Quarterly report
        </Typography>
        <Typography variant="body1">Revenue grew in every region except the north-west.</Typography>
        <Typography variant="caption">Figures in thousands of euros.</Typography>
      </ThemeProvider>
    </Stack>
  );
}
