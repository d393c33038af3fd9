import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import EditIcon from '@mui/icons-material/Edit';
import ShoppingCartCheckoutIcon from '@mui/icons-material/ShoppingCartCheckout';

export default function ExtendedFabs() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {/* The text is the accessible name, so no aria-label is needed. */}
      <Fab variant="extended" color="primary">
        <EditIcon sx={{ mr: 1 }} />
        Compose
      </Fab>
      <Fab variant="extended" color="secondary" size="medium">
        <ShoppingCartCheckoutIcon sx={{ mr: 1 }} />
        Check out
      </Fab>
      {/* With `href`, the FAB renders an <a> element. */}
      <Fab variant="extended" size="small" href="#placement">
        Jump to placement
      </Fab>
    </Stack>
  );
}
