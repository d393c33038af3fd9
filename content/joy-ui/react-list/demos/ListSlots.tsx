import IconButton from '@mui/joy/IconButton';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import Typography from '@mui/joy/Typography';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';

const tracks = [
  { title: 'Morning Tide', length: '3:42' },
  { title: 'Paper Lanterns', length: '4:05' },
  { title: 'Northbound', length: '2:58' },
];

export default function ListSlots() {
  return (
    // component="ol" keeps Joy's styles and renders an ordered list: the track order matters.
    <List component="ol" variant="outlined" aria-label="Album tracks" sx={{ borderRadius: 'sm', maxWidth: 360 }}>
      {tracks.map((track) => (
        <ListItem
          key={track.title}
          startAction={
            <IconButton aria-label={`Play ${track.title}`} size="sm" variant="soft" color="primary">
              <PlayArrowRounded />
            </IconButton>
          }
          endAction={<Typography level="body-sm">{track.length}</Typography>}
          // slotProps reach the wrapper that holds the end action.
          slotProps={{ endAction: { sx: { fontVariantNumeric: 'tabular-nums', color: 'text.tertiary' } } }}
        >
          <ListItemButton>{track.title}</ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
