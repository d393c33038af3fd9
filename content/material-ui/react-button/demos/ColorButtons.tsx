import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

// The palette colors of the default light theme whose main shade keeps a label readable (4.5:1 or more
// against white); the page explains what info and warning need before they carry text.
const colors = ['primary', 'secondary', 'success', 'error'] as const;

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
