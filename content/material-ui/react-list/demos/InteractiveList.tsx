import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import DeleteIcon from '@mui/icons-material/Delete';
import FolderIcon from '@mui/icons-material/Folder';

const files = [
  { name: 'Invoice-0142.pdf', size: '184 KB' },
  { name: 'Contract draft.docx', size: '56 KB' },
  { name: 'Floor plan.png', size: '2.1 MB' },
];

export default function InteractiveList() {
  const [dense, setDense] = React.useState(false);
  const [secondary, setSecondary] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 400 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel control={<Switch checked={dense} onChange={(e) => setDense(e.target.checked)} />} label="Dense" />
        <FormControlLabel
          control={<Switch checked={secondary} onChange={(e) => setSecondary(e.target.checked)} />}
          label="Secondary text"
        />
      </Stack>
      <Paper variant="outlined">
        <List dense={dense} aria-label="Attachments">
          {files.map((file) => (
            <ListItem
              key={file.name}
              secondaryAction={
                <IconButton edge="end" aria-label={`Delete ${file.name}`}>
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemAvatar>
                <Avatar>
                  <FolderIcon />
                </Avatar>
              </ListItemAvatar>
              <ListItemText primary={file.name} secondary={secondary ? file.size : null} />
            </ListItem>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
