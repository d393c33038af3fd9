import Radio, { radioClasses } from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const plans = [
  { value: 'starter', name: 'Starter', price: '$0', detail: 'For side projects' },
  { value: 'team', name: 'Team', price: '$12', detail: 'Per member, per month' },
  { value: 'business', name: 'Business', price: '$24', detail: 'SSO and audit log' },
];

export default function OverlayRadio() {
  return (
    <RadioGroup
      aria-label="Plan"
      defaultValue="team"
      overlay
      name="plan"
      sx={{ flexDirection: 'row', gap: 2, flexWrap: 'wrap' }}
    >
      {plans.map((plan) => (
        // `overlay` makes the whole Sheet the click target; the Sheet needs position: relative (Sheet has it).
        <Sheet
          key={plan.value}
          variant="outlined"
          sx={{
            p: 2,
            width: 150,
            borderRadius: 'md',
            [`&:has(.${radioClasses.checked})`]: { borderColor: 'primary.500', bgcolor: 'primary.softBg' },
          }}
        >
          <Radio value={plan.value} label={plan.name} />
          <Typography level="h4" component="p" sx={{ mt: 1 }}>{plan.price}</Typography>
          <Typography level="body-sm">{plan.detail}</Typography>
        </Sheet>
      ))}
    </RadioGroup>
  );
}
