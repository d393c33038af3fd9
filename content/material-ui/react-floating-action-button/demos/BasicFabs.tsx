import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import NavigationIcon from '@mui/icons-material/Navigation';
import FavoriteIcon from '@mui/icons-material/Favorite';

export default function BasicFabs() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {/* An icon-only FAB needs `aria-label`: it is the button's only name. */}
      <Fab color="primary" aria-label="Add a task">
        <AddIcon />
      </Fab>
      <Fab color="secondary" aria-label="Edit the note">
        <EditIcon />
      </Fab>
      <Fab variant="extended">
        <NavigationIcon sx={{ mr: 1 }} />
        Start route
      </Fab>
      <Fab disabled aria-label="Save to favorites">
        <FavoriteIcon />
      </Fab>
    </Stack>
  );
}
