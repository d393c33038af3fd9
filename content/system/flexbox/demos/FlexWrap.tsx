import Box from '@mui/material/Box';

const genres = ['Science fiction', 'Mystery', 'Biography', 'Poetry', 'History', 'Travel', 'Cooking', 'Graphic novels', 'Philosophy'];

// flexWrap lets items move to new lines; alignContent spaces those lines when the container is taller.
export default function FlexWrap() {
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignContent: 'space-between', gap: 1, height: 160, width: 1, maxWidth: 420, p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {genres.map((genre) => (
        <Box key={genre} sx={{ px: 1.5, py: 0.5, borderRadius: 4, bgcolor: 'action.selected', typography: 'body2' }}>
          {genre}
        </Box>
      ))}
    </Box>
  );
}
