import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';

export default function LinkButtons() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {/* component="a" renders an <a>: it navigates, opens in a new tab on middle-click, and is announced as a link. */}
      <Button component="a" href="/joy-ui/getting-started">
        Get started
      </Button>
      <Button
        component="a"
        href="https://github.com/mui/material-ui"
        target="_blank"
        rel="noopener noreferrer"
        variant="outlined"
        color="neutral"
        endDecorator={<OpenInNewRounded />}
      >
        Source on GitHub
      </Button>
    </Stack>
  );
}
