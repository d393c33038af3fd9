import Checkbox from '@mui/joy/Checkbox';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';

const notifications = ['New comments', 'Mentions', 'Weekly summary', 'Product news'];

export default function CheckboxGroup() {
  return (
    <div role="group" aria-labelledby="notify-group-label">
      <Typography id="notify-group-label" level="title-sm" sx={{ mb: 1 }}>
        Notify me about
      </Typography>
      <List size="sm" sx={{ '--ListItem-paddingLeft': '0px' }}>
        {notifications.map((item, index) => (
          <ListItem key={item}>
            <Checkbox label={item} defaultChecked={index < 2} />
          </ListItem>
        ))}
      </List>
    </div>
  );
}
