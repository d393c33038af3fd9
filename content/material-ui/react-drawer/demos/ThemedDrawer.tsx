import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { createTheme, ThemeProvider, type Theme, type ThemeOptions } from '@mui/material/styles';

// Every drawer under this provider opens from the right, a little slower, as a
// rounded panel with some padding.
const themeOptions: ThemeOptions = {
  components: {
    MuiDrawer: {
      defaultProps: { anchor: 'right', transitionDuration: { enter: 400, exit: 250 } },
      styleOverrides: {
        paper: { width: 320, maxWidth: '85vw', padding: 24, borderRadius: '16px 0 0 16px' },
      },
    },
  },
};

// Keeps the site's light or dark mode, so the demo reads well in both.
const theme = (outer: Theme) => createTheme({ ...themeOptions, palette: { ...themeOptions.palette, mode: outer.palette.mode } });

const items = [
  { name: 'Linen shirt, size M', price: '$58.00' },
  { name: 'Canvas tote bag', price: '$24.00' },
];

export default function ThemedDrawer() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();

  return (
    <ThemeProvider theme={theme}>
      <Button variant="contained" onClick={() => setOpen(true)}>
        View cart (2)
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        PaperProps={{ role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ m: 0 }}>
            Your cart
          </Typography>
          <IconButton aria-label="Close cart" onClick={() => setOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Stack>
        {items.map((item) => (
          <Box key={item.name} sx={{ display: 'flex', justifyContent: 'space-between', py: 1 }}>
            <Typography>{item.name}</Typography>
            <Typography>{item.price}</Typography>
          </Box>
        ))}
        <Button variant="contained" fullWidth sx={{ mt: 3 }}>
          Check out · $82.00
        </Button>
      </Drawer>
    </ThemeProvider>
  );
}
