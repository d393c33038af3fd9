import Box from '@mui/material/Box';

const books = [
  { title: 'The Overstory', author: 'Richard Powers' },
  { title: 'Piranesi', author: 'Susanna Clarke' },
  { title: 'Circe', author: 'Madeline Miller' },
];

// Raise a card on hover and keyboard focus: boxShadow 1 at rest, 8 when active.
export default function ShadowHover() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {books.map((book) => (
        <Box
          key={book.title}
          component="button"
          type="button"
          sx={{
            display: 'block',
            font: 'inherit',
            textAlign: 'start',
            border: 0,
            cursor: 'pointer',
            width: 160,
            p: 2,
            borderRadius: 2,
            bgcolor: 'background.paper',
            color: 'text.primary',
            textDecoration: 'none',
            boxShadow: 1,
            transition: 'box-shadow 200ms, transform 200ms',
            '&:hover, &:focus-visible': { boxShadow: 8, transform: 'translateY(-2px)' },
          }}
        >
          <Box sx={{ typography: 'subtitle2' }}>{book.title}</Box>
          <Box sx={{ typography: 'caption', color: 'text.secondary' }}>{book.author}</Box>
        </Box>
      ))}
    </Box>
  );
}
