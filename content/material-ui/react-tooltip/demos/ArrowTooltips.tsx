import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function ArrowTooltips() {
  return (
    <Stack direction="row" spacing={2}>
      <Tooltip title="Saves a copy to your drafts" arrow describeChild>
        <Button variant="outlined">Save draft</Button>
      </Tooltip>
      <Tooltip title="Sends the message to 12 people" arrow placement="right" describeChild>
        <Button variant="contained">Send</Button>
      </Tooltip>
    </Stack>
  );
}
