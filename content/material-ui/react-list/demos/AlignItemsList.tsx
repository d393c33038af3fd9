import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

const messages = [
  { from: 'Sofia Marin', initials: 'SM', subject: 'Venue for the spring meetup', preview: 'The library hall is free on April 12. It seats 80 and has a projector we can use.' },
  { from: 'Arjun Mehta', initials: 'AM', subject: 'Re: Budget review', preview: 'I moved the design tools to next quarter; the totals now match the plan.' },
];

export default function AlignItemsList() {
  return (
    <List sx={{ width: '100%', maxWidth: 380, bgcolor: 'background.paper' }} aria-label="Messages">
      {messages.map((message, index) => (
        <li key={message.subject}>
          {/* flex-start keeps the avatar at the top when the text runs to three lines. */}
          <ListItem alignItems="flex-start" component="div">
            <ListItemAvatar>
              <Avatar>{message.initials}</Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={message.subject}
              secondary={
                <>
                  <Typography component="span" variant="body2" sx={{ color: 'text.primary' }}>
                    {message.from}
                  </Typography>
                  {` — ${message.preview}`}
                </>
              }
            />
          </ListItem>
          {index < messages.length - 1 && <Divider variant="inset" />}
        </li>
      ))}
    </List>
  );
}
