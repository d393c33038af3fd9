import Box from '@mui/material/Box';

const filters = ['All', 'Unread', 'Starred'];

// outline: 2 is a 2px solid outline; outlineColor reads the palette. Tab to the buttons to see the ring.
export default function OutlineFocus() {
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      {filters.map((filter) => (
        <Box
          key={filter}
          component="button"
          type="button"
          sx={{
            font: 'inherit',
            px: 2,
            py: 1,
            border: 1,
            borderColor: 'divider',
            borderRadius: 5,
            bgcolor: 'background.paper',
            color: 'text.primary',
            cursor: 'pointer',
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: '2px' },
          }}
        >
          {filter}
        </Box>
      ))}
    </Box>
  );
}
