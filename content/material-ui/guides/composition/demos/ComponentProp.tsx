import * as React from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function ComponentProp() {
  return (
    <Paper component="article" variant="outlined" sx={{ p: 2, maxWidth: 360, width: '100%' }}>
      {/* Looks like h6, is an h2 in the document outline. */}
      <Typography variant="h6" component="h2">
        Getting started
      </Typography>
      {/* A <nav> landmark instead of a <ul>. */}
      <List component="nav" aria-label="Getting started" dense>
        {[
          ['Installation', '/material-ui/getting-started/installation'],
          ['Usage', '/material-ui/getting-started/usage'],
          ['Supported platforms', '/material-ui/getting-started/supported-platforms'],
        ].map(([label, href]) => (
          <ListItemButton key={href} component="a" href={href}>
            <ListItemText primary={label} />
          </ListItemButton>
        ))}
      </List>
      {/* A <label> so clicking the button opens the file picker. */}
      <Button component="label" role={undefined} variant="outlined" size="small">
        Attach a screenshot
        <input type="file" hidden accept="image/*" />
      </Button>
    </Paper>
  );
}
