import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Tooltip, { type TooltipProps } from '@mui/joy/Tooltip';

type Placement = NonNullable<TooltipProps['placement']>;

// Laid out around a square: top row, left and right columns, bottom row.
const grid: (Placement | null)[][] = [
  [null, 'top-start', 'top', 'top-end', null],
  ['left-start', null, null, null, 'right-start'],
  ['left', null, null, null, 'right'],
  ['left-end', null, null, null, 'right-end'],
  [null, 'bottom-start', 'bottom', 'bottom-end', null],
];

export default function TooltipPlacements() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, auto)', gap: { xs: 0.25, sm: 1 }, justifyContent: 'center' }}>
      {grid.flat().map((placement, index) =>
        placement ? (
          <Tooltip key={placement} title={`Placement: ${placement}`} placement={placement} arrow describeChild>
            <Button variant="plain" color="neutral" size="sm">
              {placement}
            </Button>
          </Tooltip>
        ) : (
          <span key={index} />
        ),
      )}
    </Box>
  );
}
