import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Bookmark from '@mui/icons-material/Bookmark';
import BookmarkBorder from '@mui/icons-material/BookmarkBorder';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';

export default function IconCheckboxes() {
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Checkbox
        icon={<FavoriteBorder />}
        checkedIcon={<Favorite />}
        color="error"
        defaultChecked
        inputProps={{ 'aria-label': 'Add "Dune" to favorites' }}
      />
      <Checkbox
        icon={<BookmarkBorder />}
        checkedIcon={<Bookmark />}
        inputProps={{ 'aria-label': 'Save "Dune" for later' }}
      />
    </Box>
  );
}
