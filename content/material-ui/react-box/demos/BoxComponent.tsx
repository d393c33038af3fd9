import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

const genres = ['Fantasy', 'Mystery', 'Poetry', 'Travel', 'History'];

export default function BoxComponent() {
  return (
    <Box component="section" aria-labelledby="genres-heading" sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box component="h3" id="genres-heading" sx={{ m: 0, typography: 'subtitle1', fontWeight: 'bold' }}>
        Browse by genre
      </Box>
      {/* A Box rendered as a <ul>: the list keeps its semantics, sx removes the bullets. */}
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: '12px 0 0' }}>
        {genres.map((genre) => (
          <Box component="li" key={genre}>
            {/* component also accepts a React component: here Button renders the Box's styles. */}
            <Box component={Button} variant="outlined" size="small" sx={{ borderRadius: 4 }}>
              {genre}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
