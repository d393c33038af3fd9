import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Zoom from '@mui/material/Zoom';

export default function TransitionsTooltips() {
  return (
    <Stack direction="row" spacing={2}>
      <Tooltip describeChild title="Grows from its anchor (the default)">
        <Button>Grow</Button>
      </Tooltip>
      <Tooltip describeChild title="Fades in over 600 ms" slots={{ transition: Fade }} slotProps={{ transition: { timeout: 600 } }}>
        <Button>Fade</Button>
      </Tooltip>
      <Tooltip describeChild title="Zooms in from its center" slots={{ transition: Zoom }}>
        <Button>Zoom</Button>
      </Tooltip>
    </Stack>
  );
}
