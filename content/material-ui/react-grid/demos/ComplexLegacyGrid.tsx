import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

// A teapot drawn inline: no network request.
const teapot = `data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 128 128'><rect width='128' height='128' fill='#cfe3d9'/><ellipse cx='62' cy='76' rx='34' ry='26' fill='#2e7d5b'/><rect x='50' y='42' width='24' height='10' rx='4' fill='#2e7d5b'/><path d='M94 70 q20 -6 18 -22' stroke='#2e7d5b' stroke-width='7' fill='none'/></svg>",
)}`;

export default function ComplexLegacyGrid() {
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 520, flexGrow: 1 }}>
      <Grid container spacing={2}>
        <Grid item>
          <Box component="img" src={teapot} alt="Green ceramic teapot" sx={{ width: 128, height: 128, borderRadius: 1, display: 'block' }} />
        </Grid>
        <Grid item xs={12} sm container>
          <Grid item xs container direction="column" spacing={2}>
            <Grid item xs>
              <Typography variant="subtitle1" component="p">Ceramic teapot, 1 liter</Typography>
              <Typography variant="body2" color="text.secondary">
                Glazed stoneware · dishwasher safe
              </Typography>
              <Typography variant="body2" color="text.secondary">
                SKU 40-1187
              </Typography>
            </Grid>
            <Grid item>
              <Button size="small">Remove from cart</Button>
            </Grid>
          </Grid>
          <Grid item>
            <Typography variant="subtitle1" component="p">
              $34.00
            </Typography>
          </Grid>
        </Grid>
      </Grid>
    </Paper>
  );
}
