import * as React from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function ContextMenu() {
  const [position, setPosition] = React.useState<{
    top: number;
    left: number;
  } | null>(null);

  const handleContextMenu = (event: React.MouseEvent) => {
    event.preventDefault();
    // A second right-click while open closes the menu, so the browser's own menu is one more click away.
    setPosition(position === null ? { top: event.clientY + 2, left: event.clientX + 2 } : null);
  };

  const handleClose = () => setPosition(null);

  return (
    <Paper
      variant="outlined"
      onContextMenu={handleContextMenu}
      sx={{ p: 2, cursor: 'context-menu' }}
    >
      <Typography variant="subtitle2" component="p" gutterBottom>
        Meeting notes, March 12
      </Typography>
      <Typography variant="body2">
        Right-click anywhere in this note to copy, highlight or comment. The menu opens at the
        pointer instead of next to an element.
      </Typography>
      <Menu
        open={position !== null}
        onClose={handleClose}
        anchorReference="anchorPosition"
        anchorPosition={position ?? undefined}
        MenuListProps={{ 'aria-label': 'Note actions' }}
      >
        <MenuItem onClick={handleClose}>Copy</MenuItem>
        <MenuItem onClick={handleClose}>Highlight</MenuItem>
        <MenuItem onClick={handleClose}>Add comment</MenuItem>
        <MenuItem onClick={handleClose}>Search the web</MenuItem>
      </Menu>
    </Paper>
  );
}
