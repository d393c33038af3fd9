import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

export default function SxContainerQueries() {
  const [width, setWidth] = React.useState(320);
  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="cq-width-label" variant="body2" gutterBottom>
        Container width: {width}px
      </Typography>
      <Slider aria-labelledby="cq-width-label" value={width} min={220} max={560} step={20}
        onChange={(_event, value) => setWidth(value as number)} sx={{ maxWidth: 360, mb: 2 }} />
      {/* The container: its children's `@` breakpoints measure this box, not the window. */}
      <Box sx={{ containerType: 'inline-size', width, maxWidth: '100%' }}>
        <Box
          sx={{
            display: 'flex',
            gap: 2,
            p: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            flexDirection: { '@': 'column', '@400': 'row' },
            alignItems: { '@': 'flex-start', '@400': 'center' },
          }}
        >
          <Avatar sx={{ bgcolor: 'secondary.main' }}>RK</Avatar>
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="subtitle1" component="p">Rohan Kapoor</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Site reliability engineer, Berlin
            </Typography>
          </Box>
          <Button variant="outlined" size="small" sx={{ display: { '@': 'none', '@300': 'inline-flex' } }}>
            Message
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
