import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';

const folders = ['Inbox', 'Drafts', 'Sent', 'Archive'];

export default function ListRadius() {
  const [radius, setRadius] = React.useState(12);
  const [selected, setSelected] = React.useState('Inbox');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ alignItems: 'center', justifyContent: 'center', width: '100%' }}>
      <FormControl sx={{ width: 200 }}>
        <FormLabel>--List-radius: {radius}px</FormLabel>
        <Slider min={0} max={28} value={radius} onChange={(_, value) => setRadius(value as number)} />
      </FormControl>
      {/* Give the list a radius and a padding; each item button gets the matching inner radius. */}
      <List
        variant="outlined"
        aria-label="Mail folders"
        sx={{ width: 220, flexGrow: 0, '--List-radius': `${radius}px`, '--List-padding': '6px', '--List-gap': '4px' }}
      >
        {folders.map((folder) => (
          <ListItem key={folder}>
            <ListItemButton selected={selected === folder} onClick={() => setSelected(folder)}>
              {folder}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
