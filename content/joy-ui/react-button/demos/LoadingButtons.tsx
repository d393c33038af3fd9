import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';

export default function LoadingButtons() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {/* Centred indicator: the label stays in place (invisible), so the width does not jump. */}
      <Button loading>Submit</Button>
      <Button loading loadingPosition="start" variant="soft">
        Uploading
      </Button>
      <Button loading loadingPosition="end" variant="outlined">
        Exporting
      </Button>
      {/* Any node can replace the default spinner. */}
      <Button loading loadingIndicator="Saving…" variant="plain">
        Save
      </Button>
    </Stack>
  );
}
