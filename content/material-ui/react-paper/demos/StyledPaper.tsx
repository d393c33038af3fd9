import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

// A reusable tile that rises on hover and keyboard focus.
const Tile = styled(Paper)(({ theme }) => ({
  padding: theme.spacing(2),
  flex: 1,
  cursor: 'pointer',
  transition: theme.transitions.create(['box-shadow', 'transform']),
  '&:hover, &:focus-visible': {
    boxShadow: theme.shadows[8],
    transform: 'translateY(-2px)',
  },
}));

const stats = [
  { label: 'Open orders', value: '128' },
  { label: 'Shipped today', value: '46' },
  { label: 'Returns', value: '3' },
];

export default function StyledPaper() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2, width: '100%' }}>
      {stats.map((stat) => (
        <Tile key={stat.label} elevation={1} tabIndex={0}>
          <Typography variant="body2" color="text.secondary">
            {stat.label}
          </Typography>
          <Typography variant="h5" component="p">
            {stat.value}
          </Typography>
        </Tile>
      ))}
      {/* sx for a one-off: a tinted outlined paper */}
      <Paper
        variant="outlined"
        sx={{ p: 2, flex: 1, bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 3 }}
      >
        <Typography variant="body2">Revenue</Typography>
        <Typography variant="h5" component="p">
          $9,420
        </Typography>
      </Paper>
    </Stack>
  );
}
