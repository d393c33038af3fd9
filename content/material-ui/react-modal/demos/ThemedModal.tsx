import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';

// A function of the outer theme keeps the light or dark mode of the page around it.
const theme = (outer: Theme) =>
  createTheme({
    palette: { mode: outer.palette.mode },
    components: {
      MuiModal: {
        defaultProps: { closeAfterTransition: true },
        styleOverrides: {
          // The backdrop slot of every modal: a blur behind a lighter tint.
          backdrop: {
            backdropFilter: 'blur(4px)',
            backgroundColor: 'rgba(15, 23, 42, 0.3)',
          },
        },
      },
    },
  });

export default function ThemedModal() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();

  return (
    <ThemeProvider theme={theme}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open themed modal
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <Box
          sx={{
            position: 'absolute',
            top: '50%',
            left: '50%',
            transform: 'translate(-50%, -50%)',
            width: 360,
            maxWidth: 'calc(100% - 32px)',
            bgcolor: 'background.paper',
            borderRadius: 2,
            boxShadow: 24,
            p: 3,
          }}
        >
          <Typography id={titleId} variant="h6" component="h2">
            Invite sent
          </Typography>
          <Typography sx={{ mt: 1 }}>Marta Kowalski will get an email within a minute.</Typography>
        </Box>
      </Modal>
    </ThemeProvider>
  );
}
