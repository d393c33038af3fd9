import * as React from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';

// Every Tabs under this provider scrolls when needed, with a thick rounded indicator,
// and every Tab keeps its label's case. The theme function keeps the surrounding light or dark mode.
const tabsTheme = (outer: Theme) =>
  createTheme({
    palette: { mode: outer.palette.mode },
    components: {
      MuiTabs: {
        defaultProps: { variant: 'scrollable', scrollButtons: 'auto' },
        styleOverrides: {
          indicator: { height: 4, borderRadius: '4px 4px 0 0' },
        },
      },
      MuiTab: {
        styleOverrides: {
          root: { textTransform: 'none', fontSize: '1rem', minWidth: 0, paddingInline: 12 },
        },
      },
    },
  });

export default function ThemedTabs() {
  const [value, setValue] = React.useState(0);

  return (
    <ThemeProvider theme={tabsTheme}>
      <Tabs
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
        aria-label="Project"
      >
        <Tab label="Code" />
        <Tab label="Issues" />
        <Tab label="Pull requests" />
        <Tab label="Wiki" />
      </Tabs>
    </ThemeProvider>
  );
}
