import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function NonInteractiveTooltips() {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
      <Tooltip describeChild title="Move the pointer onto this tooltip: it stays open, so you can select its text.">
        <Button>Interactive (default)</Button>
      </Tooltip>
      <Tooltip describeChild disableInteractive title="This one closes as soon as the pointer leaves the button.">
        <Button>Non-interactive</Button>
      </Tooltip>
    </Stack>
  );
}
