import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';

type Placement = NonNullable<TooltipProps['placement']>;

// Laid out around a square: each button sits where its tooltip appears.
const rows: Array<Array<Placement | null>> = [
  [null, 'top-start', 'top', 'top-end', null],
  ['left-start', null, null, null, 'right-start'],
  ['left', null, null, null, 'right'],
  ['left-end', null, null, null, 'right-end'],
  [null, 'bottom-start', 'bottom', 'bottom-end', null],
];

export default function PositionedTooltips() {
  return (
    // dir="ltr" keeps the layout physical: left and right placements do not swap in right-to-left pages.
    <Box dir="ltr" sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, auto)', gap: 1, justifyContent: 'center' }}>
      {rows.flat().map((placement, index) =>
        placement ? (
          // describeChild: the button keeps its own text as its name; the tooltip describes it.
          <Tooltip key={placement} title={`Opens on the ${placement} side`} placement={placement} describeChild>
            <Button size="small" variant="outlined" sx={{ minWidth: 0, px: 1, textTransform: 'none' }}>
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
