import * as React from 'react';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FolderIcon from '@mui/icons-material/Folder';
import DescriptionIcon from '@mui/icons-material/Description';
import ImageIcon from '@mui/icons-material/Image';

export default function NestedList() {
  const [open, setOpen] = React.useState(true);
  const subheaderId = React.useId();
  const nestedId = React.useId();

  return (
    <List
      sx={{ width: '100%', maxWidth: 360, bgcolor: 'background.paper' }}
      component="nav"
      aria-labelledby={subheaderId}
      subheader={
        <ListSubheader component="div" id={subheaderId}>
          Project files
        </ListSubheader>
      }
    >
      <ListItemButton>
        <ListItemIcon>
          <DescriptionIcon />
        </ListItemIcon>
        <ListItemText primary="README.md" />
      </ListItemButton>
      {/* aria-expanded and aria-controls tell assistive technologies what the button opens. */}
      <ListItemButton onClick={() => setOpen(!open)} aria-expanded={open} aria-controls={nestedId}>
        <ListItemIcon>
          <FolderIcon />
        </ListItemIcon>
        <ListItemText primary="assets" />
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" id={nestedId}>
        <List component="div" disablePadding>
          {['logo.svg', 'hero.png'].map((file) => (
            <ListItemButton key={file} sx={{ pl: 4 }}>
              <ListItemIcon>
                <ImageIcon />
              </ListItemIcon>
              <ListItemText primary={file} />
            </ListItemButton>
          ))}
        </List>
      </Collapse>
    </List>
  );
}
