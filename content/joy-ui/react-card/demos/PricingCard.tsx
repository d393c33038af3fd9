import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import Chip from '@mui/joy/Chip';
import Divider from '@mui/joy/Divider';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';

const features = ['Unlimited projects', '20 GB of file storage', 'Priority email support', 'Audit log'];

export default function PricingCard() {
  return (
    <Card size="lg" variant="soft" color="neutral" invertedColors sx={{ width: 320, maxWidth: '100%' }}>
      <Chip size="sm" variant="outlined" color="primary" sx={{ alignSelf: 'flex-start' }}>
        Most popular
      </Chip>
      <Typography level="h2">Team</Typography>
      <Divider inset="none" />
      <List size="sm" sx={{ mx: 'calc(-1 * var(--ListItem-paddingX))' }}>
        {features.map((feature) => (
          <ListItem key={feature}>
            <ListItemDecorator>
              <CheckRounded />
            </ListItemDecorator>
            {feature}
          </ListItem>
        ))}
      </List>
      <Divider inset="none" />
      <Typography level="h3" component="p">
        €12{' '}
        <Typography level="body-sm" textColor="text.tertiary">
          per user / month
        </Typography>
      </Typography>
      <CardActions>
        <Button fullWidth>Choose Team</Button>
      </CardActions>
    </Card>
  );
}
