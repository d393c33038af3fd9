import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import ZoomInRounded from '@mui/icons-material/ZoomInRounded';
import ZoomOutRounded from '@mui/icons-material/ZoomOutRounded';

export default function IconButtonGroup() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {/* IconButtons and Buttons mix freely; each icon button needs an aria-label. */}
      <ButtonGroup aria-label="Zoom">
        <IconButton aria-label="Zoom out">
          <ZoomOutRounded />
        </IconButton>
        <Button>100%</Button>
        <IconButton aria-label="Zoom in">
          <ZoomInRounded />
        </IconButton>
      </ButtonGroup>
      {/* disabled on the group disables every button in it. */}
      <ButtonGroup disabled aria-label="Zoom (disabled)">
        <IconButton aria-label="Zoom out">
          <ZoomOutRounded />
        </IconButton>
        <Button>100%</Button>
        <IconButton aria-label="Zoom in">
          <ZoomInRounded />
        </IconButton>
      </ButtonGroup>
    </Stack>
  );
}
