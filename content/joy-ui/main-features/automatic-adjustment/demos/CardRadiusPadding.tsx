import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function CardRadiusPadding() {
  const [radius, setRadius] = React.useState(16);
  const [padding, setPadding] = React.useState(12);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ alignItems: 'center', justifyContent: 'center', width: '100%' }}>
      <Stack spacing={2} sx={{ width: 200 }}>
        <FormControl>
          <FormLabel>Radius: {radius}px</FormLabel>
          <Slider min={0} max={40} value={radius} onChange={(_, value) => setRadius(value as number)} />
        </FormControl>
        <FormControl>
          <FormLabel>Padding: {padding}px</FormLabel>
          <Slider min={4} max={32} value={padding} onChange={(_, value) => setPadding(value as number)} />
        </FormControl>
      </Stack>
      {/* `borderRadius` and `p` set the card's variables; the image, divider and footer follow. */}
      <Card variant="outlined" sx={{ width: 240, borderRadius: `${radius}px`, p: `${padding}px` }}>
        <AspectRatio ratio="16/9">
          <div style={{ background: 'linear-gradient(135deg, #f6d365, #fda085)' }} role="img" aria-label="Sunset over the bay" />
        </AspectRatio>
        <CardContent>
          <Typography level="title-md">Harbor walk</Typography>
          <Typography level="body-sm">6.4 km, mostly flat</Typography>
        </CardContent>
        <CardOverflow variant="soft">
          <Divider inset="context" />
          <Typography level="body-xs" sx={{ py: 1 }}>
            Updated 2 days ago
          </Typography>
        </CardOverflow>
      </Card>
    </Stack>
  );
}
