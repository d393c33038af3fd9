import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';
import VolumeUpRounded from '@mui/icons-material/VolumeUpRounded';

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
        <Typography id="icon-thumb-label" level="title-sm" gutterBottom>
          Icon in the thumb (slotProps)
        </Typography>
        {/* The thumb slot renders its children: here an icon. */}
        <Slider
          aria-labelledby="icon-thumb-label"
          defaultValue={70}
          color="success"
          slotProps={{ thumb: { children: <VolumeUpRounded sx={{ fontSize: 16, color: 'success.solidBg' }} /> } }}
          sx={{ '--Slider-thumbSize': '28px' }}
        />
      </div>
    </Box>
  );
}
