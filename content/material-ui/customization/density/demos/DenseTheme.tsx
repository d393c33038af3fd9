import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, type Theme, type ThemeOptions } from '@mui/material/styles';

const denseComponents: ThemeOptions['components'] = {
  MuiButton: { defaultProps: { size: 'small' } },
  MuiIconButton: { defaultProps: { size: 'small' } },
  MuiTextField: { defaultProps: { size: 'small', margin: 'dense' } },
  MuiList: { defaultProps: { dense: true } },
  MuiMenuItem: { defaultProps: { dense: true } },
  MuiTable: { defaultProps: { size: 'small' } },
  MuiToolbar: { defaultProps: { variant: 'dense' } },
};

const orders = ['#1042 · Ayesha Malik', '#1043 · Tomás Ferreira', '#1044 · Mei Lin'];

export default function DenseTheme() {
  const [dense, setDense] = React.useState(true);
  const theme = React.useCallback(
    (outer: Theme) =>
      createTheme({ palette: { mode: outer.palette.mode }, components: dense ? denseComponents : {} }),
    [dense],
  );
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
      <FormControlLabel
        control={<Switch checked={dense} onChange={(event) => setDense(event.target.checked)} />}
        label="Dense theme"
      />
      <ThemeProvider theme={theme}>
        <Paper variant="outlined">
          <Toolbar sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <Typography variant="subtitle1" component="p" sx={{ flexGrow: 1 }}>Orders</Typography>
            <Button>Export</Button>
          </Toolbar>
          <List>
            {orders.map((order) => (
              <ListItemButton key={order}>
                <ListItemText primary={order} secondary="Awaiting shipment" />
              </ListItemButton>
            ))}
          </List>
          <Stack sx={{ px: 2, pb: 1 }}>
            <TextField label="Search orders" />
          </Stack>
        </Paper>
      </ThemeProvider>
    </Stack>
  );
}
