import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import LocalShippingRounded from '@mui/icons-material/LocalShippingRounded';
import LocationOnRounded from '@mui/icons-material/LocationOnRounded';
import LockRounded from '@mui/icons-material/LockRounded';

const steps = [
  { title: 'Shipping address', detail: '14 Harbour Street, Dublin', icon: <LocationOnRounded /> },
  { title: 'Delivery', detail: 'Standard, 3 to 5 days', icon: <LocalShippingRounded /> },
  { title: 'Payment', detail: 'Visa ending in 4242', icon: <LockRounded /> },
];

export default function CssVariablesList() {
  return (
    <List
      variant="outlined"
      sx={{
        maxWidth: 340,
        // Every part of the list reads these variables, so one place changes them all.
        '--List-padding': '8px',
        '--List-radius': '16px', // items get a matching inner radius
        '--List-gap': '6px',
        '--ListItem-minHeight': '3.5rem',
        '--ListItemDecorator-size': '2.75rem',
      }}
    >
      {steps.map((step) => (
        <ListItem key={step.title}>
          <ListItemButton variant="soft">
            <ListItemDecorator>{step.icon}</ListItemDecorator>
            <ListItemContent>
              <Typography level="title-sm">{step.title}</Typography>
              <Typography level="body-xs">{step.detail}</Typography>
            </ListItemContent>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
