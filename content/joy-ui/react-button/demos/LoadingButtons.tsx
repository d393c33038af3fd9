import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';

export default function LoadingButtons() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {/* Centered indicator: the label stays in place (invisible), so the width does not jump.
          Naming the spinner tells screen-reader users what is in progress. */}
      <Button loading loadingIndicator={<CircularProgress size="sm" aria-label="Submitting" />}>
        Submit
      </Button>
      <Button loading loadingPosition="start" variant="soft" loadingIndicator={<CircularProgress size="sm" variant="soft" aria-label="Uploading" />}>
        Uploading
      </Button>
      <Button loading loadingPosition="end" variant="outlined" loadingIndicator={<CircularProgress size="sm" variant="soft" aria-label="Exporting" />}>
        Exporting
      </Button>
      {/* Any node can replace the spinner, text included. */}
      <Button loading loadingIndicator="Saving…" variant="plain">
        Save
      </Button>
    </Stack>
  );
}
