import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
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

const sections = [
  { label: 'Code', text: '218 files on the main branch, last changed 2 hours ago.' },
  { label: 'Issues', text: '14 open issues, 3 of them labeled as bugs.' },
  { label: 'Pull requests', text: '5 open pull requests waiting for review.' },
  { label: 'Wiki', text: '32 pages, starting with the setup guide.' },
];

export default function ThemedTabs() {
  const [value, setValue] = React.useState(0);
  const id = React.useId();

  return (
    <ThemeProvider theme={tabsTheme}>
      <Box sx={{ width: '100%' }}>
        <Tabs
          value={value}
          onChange={(_event, newValue: number) => setValue(newValue)}
          aria-label="Project"
        >
          {sections.map((section, index) => (
            <Tab key={section.label} label={section.label} id={`${id}-tab-${index}`} aria-controls={`${id}-panel-${index}`} />
          ))}
        </Tabs>
        {sections.map((section, index) => (
          <div
            key={section.label}
            role="tabpanel"
            hidden={value !== index}
            id={`${id}-panel-${index}`}
            aria-labelledby={`${id}-tab-${index}`}
          >
            {value === index && <Typography sx={{ p: 2 }}>{section.text}</Typography>}
          </div>
        ))}
      </Box>
    </ThemeProvider>
  );
}
