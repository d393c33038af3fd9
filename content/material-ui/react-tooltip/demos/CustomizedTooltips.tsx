import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Tooltip, { tooltipClasses, type TooltipProps } from '@mui/material/Tooltip';
import { styled } from '@mui/material/styles';

// The tooltip renders in a portal, outside its child: pass the generated class to the popper.
const PaperTooltip = styled(({ className, ...props }: TooltipProps) => (
  <Tooltip {...props} classes={{ popper: className }} />
))(({ theme }) => ({
  [`& .${tooltipClasses.tooltip}`]: {
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
    boxShadow: theme.shadows[3],
    fontSize: theme.typography.pxToRem(13),
    maxWidth: 240,
  },
}));

export default function CustomizedTooltips() {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
      <PaperTooltip title="Refunds take 3 to 5 business days to appear on your statement." describeChild>
        <Button>Paper</Button>
      </PaperTooltip>
      {/* slotProps.tooltip takes sx for a one-off style. */}
      <Tooltip
        describeChild
        title="Only admins can change billing."
        slotProps={{ tooltip: { sx: { bgcolor: 'error.dark', fontSize: '0.8rem' } } }}
      >
        <Button color="error">Red</Button>
      </Tooltip>
      {/* The title can hold any content. */}
      <Tooltip
        describeChild
        title={
          <>
            <Typography variant="subtitle2" component="p">
              Keyboard shortcut
            </Typography>
            Press Ctrl + K to open search from anywhere.
          </>
        }
      >
        <Button>Rich content</Button>
      </Tooltip>
    </Stack>
  );
}
