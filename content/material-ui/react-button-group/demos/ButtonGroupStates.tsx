import ButtonGroup from '@mui/material/ButtonGroup';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function ButtonGroupStates() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      {/* No drop shadow under a contained group. */}
      <ButtonGroup variant="contained" disableElevation aria-label="Text alignment">
        <Button>Start</Button>
        <Button>Center</Button>
        <Button>End</Button>
      </ButtonGroup>
      {/* `disabled` on the group disables every button in it. */}
      <ButtonGroup variant="contained" disabled aria-label="Text alignment">
        <Button>Start</Button>
        <Button>Center</Button>
        <Button>End</Button>
      </ButtonGroup>
      {/* A single button can still be disabled on its own. */}
      <ButtonGroup aria-label="Text alignment">
        <Button>Start</Button>
        <Button disabled>Center</Button>
        <Button>End</Button>
      </ButtonGroup>
      {/* `fullWidth` stretches the group, and the buttons share the width. */}
      <ButtonGroup fullWidth aria-label="Text alignment">
        <Button>Start</Button>
        <Button>Center</Button>
        <Button>End</Button>
      </ButtonGroup>
    </Stack>
  );
}
