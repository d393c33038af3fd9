import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';

export default function ListDividers() {
  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 360 }}>
      <List aria-label="Shipping options">
        <ListItem>
          <ListItemText primary="Standard delivery" secondary="3 to 5 business days, free" />
        </ListItem>
        {/* An <li>, so the <ul> stays valid HTML; aria-hidden, so the list holds only list items. */}
        <Divider component="li" aria-hidden="true" />
        <ListItem>
          <ListItemText primary="Express delivery" secondary="Next business day, $9.90" />
        </ListItem>
        <Divider component="li" aria-hidden="true" />
        <ListItem divider>
          <ListItemText primary="Same-day courier" secondary="Before 8 p.m., $19.00" />
        </ListItem>
        <ListItem>
          <ListItemText primary="Pick up in store" secondary="Ready in 2 hours, free" />
        </ListItem>
      </List>
    </Paper>
  );
}
