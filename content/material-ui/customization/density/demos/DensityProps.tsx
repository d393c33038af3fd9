import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

function Row({ compact }: { compact: boolean }) {
  const size = compact ? 'small' : 'medium';
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField label="Invoice number" defaultValue="INV-2041" size={size} />
      <FormControlLabel control={<Checkbox defaultChecked size={size} />} label="Paid" />
      <Chip label="Net 30" size={size} />
      <Button variant="contained" size={size}>
        Send reminder
      </Button>
    </Stack>
  );
}

export default function DensityProps() {
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="overline">Default size</Typography>
        <Row compact={false} />
      </div>
      <div>
        <Typography variant="overline">{'size="small"'}</Typography>
        <Row compact />
      </div>
    </Stack>
  );
}
