import ButtonGroup from '@mui/material/ButtonGroup';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

const sizes = ['small', 'medium', 'large'] as const;

export default function ButtonGroupSizes() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      {sizes.map((size) => (
        <ButtonGroup key={size} size={size} variant="contained" aria-label={`Playback speed, ${size}`}>
          <Button>Slow</Button>
          <Button>Normal</Button>
          <Button>Fast</Button>
        </ButtonGroup>
      ))}
    </Stack>
  );
}
