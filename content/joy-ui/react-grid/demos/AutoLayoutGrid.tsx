import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';
import Input from '@mui/joy/Input';
import Button from '@mui/joy/Button';

export default function AutoLayoutGrid() {
  return (
    <Grid container spacing={1} sx={{ flexGrow: 1, alignItems: 'center' }}>
      {/* "auto": as wide as its content. */}
      <Grid xs="auto">
        <Sheet variant="soft" sx={{ px: 1.5, py: 0.75, borderRadius: 'sm' }}>
          https://
        </Sheet>
      </Grid>
      {/* true: takes all the remaining space. */}
      <Grid xs>
        <Input placeholder="example.com" slotProps={{ input: { 'aria-label': 'Website address' } }} />
      </Grid>
      <Grid xs="auto">
        <Button>Check</Button>
      </Grid>
    </Grid>
  );
}
