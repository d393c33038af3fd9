import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';

export default function BasicButtonGroup() {
  return (
    // The group has role="group"; its aria-label says what the buttons are about.
    <ButtonGroup aria-label="Text alignment">
      <Button>Left</Button>
      <Button>Center</Button>
      <Button>Right</Button>
    </ButtonGroup>
  );
}
