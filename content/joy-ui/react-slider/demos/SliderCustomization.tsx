import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

export default function SliderCustomization() {
  return (
    <Box sx={{ width: 300, display: 'flex', flexDirection: 'column', gap: 3 }}>
      <div>
        <Typography id="thick-label" level="title-sm" gutterBottom>
          Thick track, square thumb (sx)
        </Typography>
        <Slider
          aria-labelledby="thick-label"
          defaultValue={55}
          sx={{ '--Slider-trackSize': '12px', '--Slider-thumbSize': '24px', '--Slider-thumbRadius': '6px' }}
        />
      </div>
      <div>
        <Typography id="bar-thumb-label" level="title-sm" gutterBottom>
          Bar-shaped thumb (slotProps)
        </Typography>
        {/* slotProps.thumb styles every thumb; mark and markLabel work the same way. */}
        <Slider
          aria-labelledby="bar-thumb-label"
          defaultValue={70}
          color="success"
          marks={[{ value: 0 }, { value: 50 }, { value: 100 }]}
          slotProps={{
            thumb: { sx: { width: 8, height: 24, borderRadius: '4px' } },
            mark: { sx: { width: 4, height: 4 } },
          }}
        />
      </div>
    </Box>
  );
}
