import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';

export default function SwitchSizes() {
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <Switch size="sm" defaultChecked slotProps={{ input: { 'aria-label': 'Small switch' } }} />
      <Switch size="md" defaultChecked slotProps={{ input: { 'aria-label': 'Medium switch' } }} />
      <Switch size="lg" defaultChecked slotProps={{ input: { 'aria-label': 'Large switch' } }} />
      <Switch disabled slotProps={{ input: { 'aria-label': 'Disabled switch' } }} />
      <Switch disabled defaultChecked slotProps={{ input: { 'aria-label': 'Disabled checked switch' } }} />
    </Stack>
  );
}
