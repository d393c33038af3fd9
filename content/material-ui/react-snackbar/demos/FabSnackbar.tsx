import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import Fab from '@mui/material/Fab';
import Snackbar from '@mui/material/Snackbar';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';

export default function FabSnackbar() {
  const [open, setOpen] = React.useState(false);
  const [count, setCount] = React.useState(3);

  const handleAdd = () => {
    setCount((previous) => previous + 1);
    setOpen(true);
  };

  const handleUndo = () => {
    setCount((previous) => previous - 1);
    setOpen(false);
  };

  return (
    <Box sx={{ minHeight: '100vh' }}>
      <CssBaseline />
      <AppBar position="static">
        <Toolbar>
          <Typography variant="h6" component="h1">
            Shopping list
          </Typography>
        </Toolbar>
      </AppBar>
      <Typography sx={{ p: 2 }}>{`${count} items on your list.`}</Typography>
      <Fab
        color="secondary"
        aria-label="Add item"
        onClick={handleAdd}
        sx={{ position: 'fixed', bottom: 16, right: 16 }}
      >
        <AddIcon />
      </Fab>
      {/* Lifted above the button on phones, where the snackbar spans the full width. */}
      <Snackbar
        open={open}
        autoHideDuration={3000}
        onClose={() => setOpen(false)}
        message="Item added"
        action={
          <Button color="inherit" size="small" onClick={handleUndo}>
            Undo
          </Button>
        }
        sx={{ bottom: { xs: 90, sm: 24 } }}
      />
    </Box>
  );
}
