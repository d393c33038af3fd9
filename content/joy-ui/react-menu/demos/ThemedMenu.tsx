import { CssVarsProvider, extendTheme } from '@mui/joy/styles';
import Dropdown from '@mui/joy/Dropdown';
import MenuButton from '@mui/joy/MenuButton';
import Menu from '@mui/joy/Menu';
import MenuItem from '@mui/joy/MenuItem';

const theme = extendTheme({
  components: {
    JoyMenuButton: {
      defaultProps: { variant: 'soft', color: 'primary' },
    },
    JoyMenu: {
      defaultProps: { placement: 'bottom-start', size: 'sm' },
      styleOverrides: {
        root: ({ theme: t }) => ({ minWidth: 180, boxShadow: t.shadow.lg }),
      },
    },
    JoyMenuItem: {
      styleOverrides: {
        root: { fontWeight: 500 },
      },
    },
  },
});

export default function ThemedMenu() {
  return (
    <CssVarsProvider theme={theme}>
      <Dropdown>
        <MenuButton>Workspace</MenuButton>
        <Menu>
          <MenuItem>Marketing</MenuItem>
          <MenuItem>Engineering</MenuItem>
          <MenuItem>Customer success</MenuItem>
        </Menu>
      </Dropdown>
    </CssVarsProvider>
  );
}
