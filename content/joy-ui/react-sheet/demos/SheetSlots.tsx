import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function SheetSlots() {
  return (
    <Sheet
      // Sheet's only slot is root: `component` picks its element, slotProps.root passes attributes to it.
      component="aside"
      slotProps={{ root: { 'aria-label': 'Tip' } }}
      variant="soft"
      color="primary"
      sx={{ p: 2, borderRadius: 'sm', borderInlineStart: '4px solid', borderColor: 'primary.500', maxWidth: 420 }}
    >
      <Typography level="title-sm" color="primary">
        Tip
      </Typography>
      <Typography level="body-sm">Press G then I to jump to your inbox from anywhere.</Typography>
    </Sheet>
  );
}
