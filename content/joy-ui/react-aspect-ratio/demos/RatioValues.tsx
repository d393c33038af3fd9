import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const ratios = [
  { ratio: '1', use: 'Profile photo' },
  { ratio: '4/3', use: 'Product shot' },
  { ratio: '16/9', use: 'Video' },
  { ratio: '21/9', use: 'Banner' },
];

export default function RatioValues() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 2, width: '100%' }}>
      {ratios.map(({ ratio, use }) => (
        <div key={ratio}>
          <AspectRatio ratio={ratio} sx={{ borderRadius: 'sm' }}>
            {/* A gradient stands in for a picture. */}
            <Box sx={{ background: 'linear-gradient(135deg, #6366f1 0%, #ec4899 100%)' }} />
          </AspectRatio>
          <Typography level="body-xs" sx={{ mt: 0.5 }}>
            {`ratio="${ratio}"`}, {use}
          </Typography>
        </div>
      ))}
    </Box>
  );
}
