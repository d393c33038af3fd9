import * as React from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';

// Every menu under this provider focuses its first item (not the selected one) on open, sits a little
// lower with a lighter shadow, and has compact items with a filled hover. The theme function keeps
// the light or dark mode of the theme around it.
const menuTheme = (outer: Theme) =>
  createTheme({
    palette: { mode: outer.palette.mode },
    components: {
      MuiMenu: {
        defaultProps: {
          variant: 'menu',
          slotProps: { paper: { elevation: 2 } },
        },
        styleOverrides: {
          paper: { marginTop: 6, minWidth: 180 },
        },
      },
      MuiMenuItem: {
        defaultProps: { dense: true },
        styleOverrides: {
          root: ({ theme }) => ({
            fontWeight: 500,
            '&:hover': {
              backgroundColor: theme.palette.primary.main,
              color: theme.palette.primary.contrastText,
            },
          }),
        },
      },
    },
  });

export default function ThemedMenu() {
  const [anchorEl, setAnchorEl] = React.useState<null | HTMLElement>(null);
  const open = Boolean(anchorEl);
  const buttonId = React.useId();
  const menuId = React.useId();
  const handleClose = () => setAnchorEl(null);

  return (
    <ThemeProvider theme={menuTheme}>
      <Button
        id={buttonId}
        variant="outlined"
        aria-controls={open ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Assign to
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchorEl}
        open={open}
        onClose={handleClose}
        MenuListProps={{ 'aria-labelledby': buttonId }}
      >
        <MenuItem onClick={handleClose}>Priya Raman</MenuItem>
        <MenuItem onClick={handleClose}>Jonas Weber</MenuItem>
        <MenuItem onClick={handleClose}>Ana Lima</MenuItem>
      </Menu>
    </ThemeProvider>
  );
}
