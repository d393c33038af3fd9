import Box from '@mui/system/Box';

const tags = ['react', 'typescript', 'css-in-js', 'design-systems'];

export default function BoxComponent() {
  return (
    // `component` swaps the rendered element, so the list keeps its meaning for screen readers.
    <Box component="ul" aria-label="Tags" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0 }}>
      {tags.map((tag) => (
        <Box
          component="li"
          key={tag}
          sx={{
            listStyle: 'none',
            px: 1.5,
            py: 0.5,
            border: 1,
            borderColor: 'rgba(128, 128, 128, 0.4)',
            borderRadius: 4,
            fontSize: 14,
          }}
        >
          #{tag}
        </Box>
      ))}
    </Box>
  );
}
