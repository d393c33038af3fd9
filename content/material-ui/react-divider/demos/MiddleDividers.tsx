import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function MiddleDividers() {
  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 360 }}>
      <Box sx={{ p: 2 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="h6" component="p">
            Walnut desk
          </Typography>
          <Typography variant="h6" component="p">
            $489
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Solid walnut top, powder-coated steel legs, 140 × 70 cm.
        </Typography>
      </Box>
      {/* The middle variant keeps a margin on both sides, so the line sits inside the card's padding. */}
      <Divider variant="middle" />
      <Box sx={{ p: 2 }}>
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
          Finish
        </Typography>
        <Stack direction="row" spacing={1}>
          <Chip label="Natural oil" color="primary" />
          <Chip label="Matte lacquer" />
          <Chip label="Dark stain" />
        </Stack>
      </Box>
    </Paper>
  );
}
