import Box from '@mui/system/Box';
import type { SxProps } from '@mui/system';

// Shared styles for the two action buttons; sx objects are plain values you can reuse.
const actionSx: SxProps = {
  px: 1,
  py: 0.5,
  border: 0,
  borderRadius: 1,
  bgcolor: 'transparent',
  color: '#3b82f6',
  font: 'inherit',
  fontSize: 14,
  cursor: 'pointer',
  '&:focus-visible': { outline: 2, outlineColor: '#3b82f6' },
};

export default function BoxNestedStyles() {
  return (
    <Box
      sx={{
        p: 2,
        maxWidth: 360,
        border: 1,
        borderColor: 'rgba(128, 128, 128, 0.4)',
        borderRadius: 2,
        // A nested selector styles children from the parent...
        '& .actions': { display: 'flex', gap: 1, mt: 1, opacity: 0, transition: 'opacity 150ms' },
        // ...and pseudo-classes reveal them for pointer and keyboard users alike.
        '&:hover .actions, &:focus-within .actions': { opacity: 1 },
      }}
    >
      <Box sx={{ fontWeight: 600 }}>Quarterly report.pdf</Box>
      <Box sx={{ fontSize: 14, opacity: 0.7 }}>Hover the card, or tab into it, to see its actions.</Box>
      <Box className="actions">
        <Box component="button" type="button" sx={actionSx}>
          Download
        </Box>
        <Box component="button" type="button" sx={actionSx}>
          Share
        </Box>
      </Box>
    </Box>
  );
}
