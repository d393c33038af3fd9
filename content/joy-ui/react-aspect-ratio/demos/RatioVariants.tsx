import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import ImageRounded from '@mui/icons-material/ImageRounded';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function RatioVariants() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 2, width: '100%' }}>
      {variants.map((variant) => (
        // Without media, the variant paints a placeholder, e.g. while an upload is pending.
        <AspectRatio key={variant} ratio="4/3" variant={variant} color="primary" sx={{ borderRadius: 'sm' }}>
          <div>
            <ImageRounded sx={{ fontSize: '2.5rem' }} />
          </div>
        </AspectRatio>
      ))}
    </Box>
  );
}
