import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';

export default function CircularProgressVariants() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <CircularProgress variant="solid" aria-label="Loading (solid)" />
      <CircularProgress variant="soft" aria-label="Loading (soft)" />
      <CircularProgress variant="outlined" aria-label="Loading (outlined)" />
      <CircularProgress variant="plain" aria-label="Loading (plain)" />
    </Stack>
  );
}
