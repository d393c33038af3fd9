import Checkbox from '@mui/joy/Checkbox';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const addOns = [
  { name: 'Extra storage', detail: '+100 GB for $2 a month' },
  { name: 'Priority support', detail: 'Answers within four hours' },
  { name: 'Audit log', detail: 'Keep every change for one year' },
];

export default function OverlayCheckbox() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
      {addOns.map((addOn) => (
        // `overlay` stretches the checkbox's hit area over the nearest positioned parent.
        <Sheet key={addOn.name} variant="outlined" sx={{ p: 2, borderRadius: 'sm', position: 'relative' }}>
          <Checkbox overlay label={addOn.name} />
          <Typography level="body-sm" sx={{ ml: 4 }}>
            {addOn.detail}
          </Typography>
        </Sheet>
      ))}
    </Stack>
  );
}
