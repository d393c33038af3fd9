import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

// Every palette color of the default theme, in the order a form usually needs them.
const colors = ['primary', 'secondary', 'success', 'error', 'info', 'warning'] as const;

export default function ColorButtons() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {colors.map((color) => (
          <Button key={color} variant="contained" color={color}>
            {color}
          </Button>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {colors.map((color) => (
          <Button key={color} variant="outlined" color={color}>
            {color}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
