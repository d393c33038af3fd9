import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

const Item = styled(Paper)(({ theme }) => ({
  ...theme.typography.body2,
  padding: theme.spacing(1.5),
  textAlign: 'center',
  color: theme.palette.text.secondary,
  height: '100%',
}));

const days = [
  { day: 'Saturday', talks: ['Keynote', 'Layout', 'Testing'] },
  { day: 'Sunday', talks: ['Performance', 'Theming', 'Q&A'] },
];

export default function NestedLegacyGrid() {
  return (
    <Grid container spacing={2}>
      {days.map(({ day, talks }) => (
        <Grid key={day} item xs={12} md={6}>
          <Typography variant="subtitle2" component="p" gutterBottom>
            {day}
          </Typography>
          {/* A nested container inside an item; it needs its own spacing. */}
          <Grid container spacing={1}>
            {talks.map((talk) => (
              <Grid key={talk} item xs={4}>
                <Item>{talk}</Item>
              </Grid>
            ))}
          </Grid>
        </Grid>
      ))}
    </Grid>
  );
}
