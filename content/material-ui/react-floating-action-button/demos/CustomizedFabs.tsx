import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import MicIcon from '@mui/icons-material/Mic';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';

// A reusable variant: a square FAB with rounded corners and a softer shadow.
const SquareFab = styled(Fab)(({ theme }) => ({
  borderRadius: 16,
  boxShadow: theme.shadows[3],
  '&:active': { boxShadow: theme.shadows[6] },
}));

export default function CustomizedFabs() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <SquareFab color="primary" aria-label="Take a photo">
        <PhotoCameraIcon />
      </SquareFab>
      {/* One-off changes go through `sx`. */}
      <Fab
        aria-label="Record a voice memo"
        sx={{ bgcolor: 'error.main', color: 'error.contrastText', '&:hover': { bgcolor: 'error.dark' } }}
      >
        <MicIcon />
      </Fab>
    </Stack>
  );
}
