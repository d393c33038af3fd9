import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';

export default function PaletteInSx() {
  return (
    <Box
      sx={{
        p: 2,
        width: 340,
        borderRadius: 'md',
        // Palette paths resolve to CSS variables, so the box follows the color scheme by itself.
        bgcolor: 'success.softBg',
        border: '1px solid',
        borderColor: 'success.outlinedBorder',
        // A channel token mixes a palette color with any opacity.
        boxShadow: '0 4px 12px rgba(var(--joy-palette-success-mainChannel) / 0.25)',
      }}
    >
      <Typography level="title-sm" sx={{ color: 'success.softColor' }}>
        Backup finished
      </Typography>
      <Typography level="body-sm" sx={{ color: 'text.secondary', mb: 1 }}>
        2,184 photos copied to the archive drive.
      </Typography>
      <Chip color="success" variant="solid" size="sm">
        Verified
      </Chip>
    </Box>
  );
}
