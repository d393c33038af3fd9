import ButtonBase from '@mui/material/ButtonBase';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import DirectionsBikeIcon from '@mui/icons-material/DirectionsBike';
import HikingIcon from '@mui/icons-material/Hiking';
import KayakingIcon from '@mui/icons-material/Kayaking';

const tours = [
  { title: 'Cycling', detail: '3 routes', icon: <DirectionsBikeIcon fontSize="large" />, background: 'linear-gradient(135deg, #1565c0, #0097a7)' },
  { title: 'Hiking', detail: '5 trails', icon: <HikingIcon fontSize="large" />, background: 'linear-gradient(135deg, #2e7d32, #7cb342)' },
  { title: 'Kayaking', detail: '2 rivers', icon: <KayakingIcon fontSize="large" />, background: 'linear-gradient(135deg, #8e24aa, #ec407a)' },
];

// ButtonBase brings the behavior (ripple, focus, keyboard, disabled); the tile brings the look.
const Tile = styled(ButtonBase)(({ theme }) => ({
  flex: '1 1 160px',
  height: 140,
  borderRadius: theme.shape.borderRadius * 2,
  color: '#fff',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  transition: theme.transitions.create('transform'),
  '&:hover': { transform: 'translateY(-2px)' },
  // ButtonBase adds `Mui-focusVisible` for keyboard focus only.
  '&.Mui-focusVisible': { outline: `3px solid ${theme.palette.warning.main}`, outlineOffset: 2 },
}));

export default function ComplexButtons() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, width: '100%' }}>
      {tours.map((tour) => (
        <Tile key={tour.title} focusRipple sx={{ background: tour.background }}>
          {tour.icon}
          <Typography variant="h6" component="span">
            {tour.title}
          </Typography>
          <Typography variant="caption" component="span">
            {tour.detail}
          </Typography>
        </Tile>
      ))}
    </Box>
  );
}
