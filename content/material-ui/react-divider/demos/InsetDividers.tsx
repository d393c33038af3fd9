import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import DescriptionIcon from '@mui/icons-material/Description';
import ImageIcon from '@mui/icons-material/Image';
import MovieIcon from '@mui/icons-material/Movie';

const files = [
  { name: 'Quarterly report.pdf', detail: '2.4 MB, edited March 4', icon: <DescriptionIcon /> },
  { name: 'Team offsite.jpg', detail: '5.1 MB, edited March 2', icon: <ImageIcon /> },
  { name: 'Product walkthrough.mp4', detail: '84 MB, edited February 27', icon: <MovieIcon /> },
];

export default function InsetDividers() {
  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 360 }}>
      <List aria-label="Recent files">
        {files.map((file, index) => (
          <li key={file.name}>
            <ListItem component="div">
              <ListItemAvatar>
                <Avatar>{file.icon}</Avatar>
              </ListItemAvatar>
              <ListItemText primary={file.name} secondary={file.detail} />
            </ListItem>
            {/* The inset variant starts the line where the text starts, after the avatar. */}
            {index < files.length - 1 && <Divider variant="inset" />}
          </li>
        ))}
      </List>
    </Paper>
  );
}
