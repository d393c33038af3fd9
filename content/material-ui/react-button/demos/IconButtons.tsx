import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import FavoriteIcon from '@mui/icons-material/Favorite';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';

export default function IconButtons() {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {/* With no visible text, `aria-label` is the button's only accessible name. */}
      <IconButton aria-label="Edit">
        <EditIcon />
      </IconButton>
      <IconButton aria-label="Add to favorites" color="secondary">
        <FavoriteIcon />
      </IconButton>
      <IconButton aria-label="Add to cart" color="primary" size="large">
        <ShoppingCartIcon fontSize="inherit" />
      </IconButton>
      <IconButton aria-label="Delete" size="small" disabled>
        <DeleteIcon fontSize="inherit" />
      </IconButton>
    </Stack>
  );
}
