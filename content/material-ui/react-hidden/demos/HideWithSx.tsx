import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';

export default function HideWithSx() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, width: '100%', p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography variant="subtitle1" component="p" sx={{ flexGrow: 1 }}>
        Sales report, Q3
      </Typography>
      {/* Was <Hidden mdDown>: hidden below md, shown from md up. */}
      <Button variant="outlined" startIcon={<DownloadIcon />} sx={{ display: { xs: 'none', md: 'inline-flex' } }}>
        Download report
      </Button>
      {/* Was <Hidden mdUp>: shown below md, hidden from md up. */}
      <IconButton aria-label="Download report" sx={{ display: { md: 'none' } }}>
        <DownloadIcon />
      </IconButton>
    </Box>
  );
}
