import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import MoreVertIcon from '@mui/icons-material/MoreVert';

export default function HidingElements() {
  const [menuAnchor, setMenuAnchor] = React.useState<HTMLElement | null>(null);
  return (
    <Toolbar variant="dense" sx={{ width: '100%', border: 1, borderColor: 'divider', borderRadius: 1, gap: 1 }}>
      <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
        Invoices
      </Typography>
      {/* Full buttons from md up. */}
      <Stack direction="row" spacing={1} sx={{ display: { xs: 'none', md: 'flex' } }}>
        <Button startIcon={<FilterListIcon />}>Filter</Button>
        <Button startIcon={<FileDownloadIcon />}>Export</Button>
      </Stack>
      {/* Icon buttons between sm and md. */}
      <Box sx={{ display: { xs: 'none', sm: 'flex', md: 'none' } }}>
        <IconButton aria-label="Filter">
          <FilterListIcon />
        </IconButton>
        <IconButton aria-label="Export">
          <FileDownloadIcon />
        </IconButton>
      </Box>
      {/* One overflow button on phones. */}
      <IconButton
        aria-label="More actions"
        sx={{ display: { sm: 'none' } }}
        onClick={(event) => setMenuAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
        <MenuItem onClick={() => setMenuAnchor(null)}>Filter</MenuItem>
        <MenuItem onClick={() => setMenuAnchor(null)}>Export</MenuItem>
      </Menu>
    </Toolbar>
  );
}
