import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';

export default function DisabledTooltips() {
  return (
    <Tooltip title="Add a shipping address to place the order" describeChild>
      {/* A disabled button fires no mouse events: the span listens for them instead. */}
      <span tabIndex={0}>
        <Button variant="contained" disabled>
          Place order
        </Button>
      </span>
    </Tooltip>
  );
}
