import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function ButtonFlex() {
  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md', width: 400, maxWidth: '100%' }}>
      <Typography level="title-md" sx={{ mb: 1.5 }}>
        Delete 3 files?
      </Typography>
      {/* buttonFlex sets flex on every button, so they share the width equally. */}
      <ButtonGroup buttonFlex={1} aria-label="Confirm deletion" sx={{ width: '100%' }}>
        <Button>Cancel</Button>
        <Button color="danger" variant="solid">
          Delete
        </Button>
      </ButtonGroup>
    </Sheet>
  );
}
