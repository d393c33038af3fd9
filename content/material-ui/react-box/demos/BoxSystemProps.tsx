import Box from '@mui/material/Box';

export default function BoxSystemProps() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      {/* System props: style values passed as top-level props. */}
      <Box p={2} bgcolor="secondary.main" color="secondary.contrastText" borderRadius={1} width={200}>
        System props: p, bgcolor, color
      </Box>
      {/* The same styles through sx, which also takes selectors such as :hover. */}
      <Box
        sx={{
          p: 2,
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          borderRadius: 1,
          width: 200,
          '&:hover': { opacity: 0.85 },
        }}
      >
        The sx prop, with a hover state
      </Box>
    </Box>
  );
}
