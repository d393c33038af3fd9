import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function SxOneOff() {
  return (
    <Stack spacing={3} sx={{ width: 280 }}>
      <div>
        <Typography id="sx-default-label" gutterBottom>
          Brightness (default)
        </Typography>
        <Slider aria-labelledby="sx-default-label" defaultValue={60} />
      </div>
      <div>
        <Typography id="sx-custom-label" gutterBottom>
          Brightness (customized with sx)
        </Typography>
        <Slider
          aria-labelledby="sx-custom-label"
          defaultValue={60}
          sx={{
            // Theme values: `warning.main` is read from the palette.
            color: 'warning.main',
            height: 8,
            // Nested class name: the thumb is a child element of the root.
            '& .MuiSlider-thumb': {
              width: 22,
              height: 22,
              borderRadius: 1,
            },
            '& .MuiSlider-rail': { opacity: 0.25 },
          }}
        />
      </div>
    </Stack>
  );
}
