import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function CheckboxColorsSizes() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {colors.map((color) => (
          <Checkbox key={color} color={color} label={color} defaultChecked />
        ))}
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Checkbox size="sm" label="Small" defaultChecked />
        <Checkbox size="md" label="Medium" defaultChecked />
        <Checkbox size="lg" label="Large" defaultChecked />
      </Stack>
    </Stack>
  );
}
