import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function DelayTooltips() {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
      <Tooltip describeChild title="Appeared after 500 ms" enterDelay={500}>
        <Button>Enter 500 ms</Button>
      </Tooltip>
      <Tooltip describeChild title="Stays for 1 s after you leave" leaveDelay={1000}>
        <Button>Leave 1 s</Button>
      </Tooltip>
      {/* enterNextDelay applies when another tooltip closed less than 800 ms ago. */}
      <Tooltip describeChild title="Slow the first time, quick when moving between buttons" enterDelay={500} enterNextDelay={0}>
        <Button>Quick next</Button>
      </Tooltip>
    </Stack>
  );
}
