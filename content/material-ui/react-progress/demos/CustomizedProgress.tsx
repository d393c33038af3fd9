import Box from '@mui/material/Box';
import CircularProgress, { circularProgressClasses } from '@mui/material/CircularProgress';
import LinearProgress, { linearProgressClasses } from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

// A thick, rounded bar: the root is the track, `.MuiLinearProgress-bar` the filled part.
const StorageBar = styled(LinearProgress)(({ theme }) => ({
  height: 10,
  borderRadius: 5,
  [`&.${linearProgressClasses.colorPrimary}`]: {
    backgroundColor: theme.palette.grey[200],
    ...theme.applyStyles('dark', { backgroundColor: theme.palette.grey[800] }),
  },
  [`& .${linearProgressClasses.bar}`]: {
    borderRadius: 5,
    backgroundColor: '#7c3aed',
  },
}));

// A spinner on a visible track: a full determinate circle underneath, the spinner on top.
function SpinnerWithTrack() {
  return (
    <Box sx={{ position: 'relative', display: 'inline-flex' }}>
      <CircularProgress
        variant="determinate"
        value={100}
        size={40}
        thickness={4}
        aria-hidden
        sx={(theme) => ({
          color: theme.palette.grey[200],
          ...theme.applyStyles('dark', { color: theme.palette.grey[800] }),
        })}
      />
      <CircularProgress
        disableShrink
        size={40}
        thickness={4}
        aria-label="Loading"
        sx={{
          position: 'absolute',
          left: 0,
          color: '#7c3aed',
          animationDuration: '600ms',
          [`& .${circularProgressClasses.circle}`]: { strokeLinecap: 'round' },
        }}
      />
    </Box>
  );
}

export default function CustomizedProgress() {
  return (
    <Stack spacing={4} sx={{ width: '100%', alignItems: 'center' }}>
      <SpinnerWithTrack />
      <StorageBar variant="determinate" value={64} aria-label="Storage used" sx={{ width: '100%' }} />
    </Stack>
  );
}
