import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Stack from '@mui/joy/Stack';

export default function OrientationSpacing() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <ButtonGroup orientation="vertical" aria-label="Export format">
        <Button>PDF</Button>
        <Button>CSV</Button>
        <Button>XLSX</Button>
      </ButtonGroup>
      {/* With spacing, the buttons separate and each keeps its own rounded corners. */}
      <ButtonGroup spacing="0.5rem" variant="soft" aria-label="Reactions">
        <Button>Like</Button>
        <Button>Celebrate</Button>
        <Button>Support</Button>
      </ButtonGroup>
    </Stack>
  );
}
