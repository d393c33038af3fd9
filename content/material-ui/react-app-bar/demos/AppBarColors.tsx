import AppBar, { type AppBarProps } from '@mui/material/AppBar';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

const colors: AppBarProps['color'][] = ['primary', 'secondary', 'default', 'transparent', 'inherit'];

export default function AppBarColors() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      {colors.map((color) => (
        // enableColorOnDark keeps the palette colors visible when the page is dark.
        <AppBar key={color} position="static" color={color} enableColorOnDark>
          <Toolbar variant="dense">
            <Typography variant="subtitle1" component="div">
              color="{color}"
            </Typography>
          </Toolbar>
        </AppBar>
      ))}
    </Stack>
  );
}
