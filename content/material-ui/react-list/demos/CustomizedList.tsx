import * as React from 'react';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import HomeIcon from '@mui/icons-material/Home';
import InventoryIcon from '@mui/icons-material/Inventory';

// Theme overrides: compact rounded rows and a strong selected state for every list in this provider.
const theme = (outer: Theme) =>
  createTheme({
    palette: { mode: outer.palette.mode },
    components: {
      MuiListItemButton: {
        defaultProps: { dense: true },
        styleOverrides: {
          root: ({ theme: t }) => ({
            borderRadius: 8,
            margin: '2px 8px',
            '&.Mui-selected': { backgroundColor: t.palette.primary.main, color: t.palette.primary.contrastText },
            '&.Mui-selected:hover': { backgroundColor: t.palette.primary.dark },
            '&.Mui-selected .MuiListItemIcon-root': { color: 'inherit' },
          }),
        },
      },
      MuiListItemIcon: { styleOverrides: { root: { minWidth: 36 } } },
    },
  });

const items = [
  { label: 'Home', icon: <HomeIcon fontSize="small" /> },
  { label: 'Inventory', icon: <InventoryIcon fontSize="small" /> },
  { label: 'Calendar', icon: <CalendarMonthIcon fontSize="small" /> },
];

export default function CustomizedList() {
  const [selected, setSelected] = React.useState('Inventory');

  return (
    <ThemeProvider theme={theme}>
      <Paper variant="outlined" sx={{ width: 240 }}>
        {/* sx on the List: a one-off change of padding and typography for its text. */}
        <List component="nav" aria-label="Store sections" sx={{ py: 1, '& .MuiListItemText-primary': { fontWeight: 500 } }}>
          {items.map((item) => (
            <ListItemButton
              key={item.label}
              selected={selected === item.label}
              aria-current={selected === item.label ? 'page' : undefined}
              onClick={() => setSelected(item.label)}
            >
              <ListItemIcon>{item.icon}</ListItemIcon>
              <ListItemText primary={item.label} />
            </ListItemButton>
          ))}
        </List>
      </Paper>
    </ThemeProvider>
  );
}
