import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function DisabledAndLinkButtons() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="contained" disabled>
        Checkout
      </Button>
      {/* `disableElevation` removes the drop shadow of a contained button. */}
      <Button variant="contained" disableElevation>
        Flat
      </Button>
      {/* Passing `href` renders a real <a> element with button styling. */}
      <Button variant="outlined" href="https://www.npmjs.com/package/@mui/material">
        View on npm
      </Button>
    </Stack>
  );
}
