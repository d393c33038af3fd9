import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';

export default function LinearProgressVariants() {
  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      <LinearProgress variant="solid" aria-label="Loading (solid)" />
      <LinearProgress variant="soft" aria-label="Loading (soft)" />
      <LinearProgress variant="outlined" aria-label="Loading (outlined)" />
      <LinearProgress variant="plain" aria-label="Loading (plain)" />
    </Stack>
  );
}
