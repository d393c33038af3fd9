import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const courses = [
  { title: 'Intro to pottery', weeks: 6 },
  { title: 'Watercolor basics', weeks: 4 },
  { title: 'Film photography', weeks: 8 },
];

export default function FluidLegacyGrid() {
  return (
    <Grid container spacing={2}>
      {courses.map((course) => (
        // Full width on phones, half from sm, a third from md.
        <Grid key={course.title} item xs={12} sm={6} md={4}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle2" component="p">{course.title}</Typography>
            <Typography variant="body2" color="text.secondary">
              {course.weeks} weeks
            </Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
