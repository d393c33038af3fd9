import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const plans = [
  { name: 'Starter', price: '$0', note: 'Default card: elevation 1', props: {} },
  { name: 'Team', price: '$12', note: 'raised: elevation 8', props: { raised: true } },
  { name: 'Business', price: '$29', note: 'variant="outlined": a border', props: { variant: 'outlined' as const } },
];

export default function CardVariants() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 1 }}>
      {plans.map((plan) => (
        <Card key={plan.name} sx={{ flex: 1 }} {...plan.props}>
          <CardContent>
            <Typography variant="subtitle1" component="h3">
              {plan.name}
            </Typography>
            <Typography variant="h4" component="p">
              {plan.price}
              <Typography component="span" variant="body2" color="text.secondary">
                {' '}
                / month
              </Typography>
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {plan.note}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
