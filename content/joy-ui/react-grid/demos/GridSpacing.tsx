import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';

const photos = ['Lisbon', 'Kyoto', 'Oaxaca', 'Reykjavík', 'Cape Town', 'Hanoi'];

export default function GridSpacing() {
  return (
    // Different gaps between rows and between columns.
    <Grid container rowSpacing={3} columnSpacing={1} sx={{ flexGrow: 1 }}>
      {photos.map((city) => (
        <Grid key={city} xs={4}>
          <Sheet
            variant="solid"
            color="primary"
            sx={{ height: 64, borderRadius: 'sm', display: 'grid', placeItems: 'center' }}
          >
            {city}
          </Sheet>
        </Grid>
      ))}
    </Grid>
  );
}
