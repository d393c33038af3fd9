import ButtonGroup from '@mui/material/ButtonGroup';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

const colors = ['primary', 'secondary', 'success', 'error', 'info', 'warning'] as const;

export default function ButtonGroupColors() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      {colors.map((color) => (
        // The group passes `color` (and `variant`, `size`…) down to every button inside it.
        <ButtonGroup key={color} color={color} aria-label={`Order actions in ${color}`}>
          <Button>Approve</Button>
          <Button>Hold</Button>
          <Button>Refund</Button>
        </ButtonGroup>
      ))}
    </Stack>
  );
}
