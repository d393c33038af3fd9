import * as React from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import SkipPreviousIcon from '@mui/icons-material/SkipPrevious';

const episodes = [
  { title: 'Why bridges sing', show: 'Field Notes · Ep. 41' },
  { title: 'The salt road', show: 'Field Notes · Ep. 42' },
  { title: 'Lighthouse keepers', show: 'Field Notes · Ep. 43' },
];

const art = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 150 150"><rect width="150" height="150" fill="#6d597a"/><circle cx="75" cy="75" r="44" fill="none" stroke="#eaac8b" stroke-width="10"/><circle cx="75" cy="75" r="12" fill="#eaac8b"/></svg>',
)}`;

export default function MediaControlCard() {
  const [index, setIndex] = React.useState(0);
  const [playing, setPlaying] = React.useState(false);
  const { title, show } = episodes[index] ?? { title: '', show: '' };
  // In right-to-left layouts the buttons swap sides, so the arrows swap too.
  const rtl = useTheme().direction === 'rtl';

  return (
    <Card sx={{ display: 'flex', maxWidth: 420 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1 }}>
        <CardContent sx={{ flex: '1 0 auto' }}>
          <Typography variant="h6" component="h3">
            {title}
          </Typography>
          <Typography variant="subtitle2" component="p" color="text.secondary">
            {show}
          </Typography>
        </CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', px: 1, pb: 1 }}>
          <IconButton aria-label="Previous episode" disabled={index === 0} onClick={() => setIndex(index - 1)}>
            {rtl ? <SkipNextIcon /> : <SkipPreviousIcon />}
          </IconButton>
          <IconButton aria-label={playing ? 'Pause' : 'Play'} onClick={() => setPlaying(!playing)}>
            {playing ? <PauseIcon sx={{ fontSize: 38 }} /> : <PlayArrowIcon sx={{ fontSize: 38 }} />}
          </IconButton>
          <IconButton
            aria-label="Next episode"
            disabled={index === episodes.length - 1}
            onClick={() => setIndex(index + 1)}
          >
            {rtl ? <SkipPreviousIcon /> : <SkipNextIcon />}
          </IconButton>
        </Box>
      </Box>
      <CardMedia component="img" sx={{ width: 140 }} image={art} alt="Field Notes podcast cover" />
    </Card>
  );
}
