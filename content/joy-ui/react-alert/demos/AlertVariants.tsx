import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';

export default function AlertVariants() {
  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Alert variant="solid">Solid: the strongest emphasis.</Alert>
      <Alert variant="soft">Soft: the default, calm and readable.</Alert>
      <Alert variant="outlined">Outlined: a light frame for secondary notes.</Alert>
      <Alert variant="plain">Plain: text only, for inline hints.</Alert>
    </Stack>
  );
}
