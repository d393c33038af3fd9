import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export default function MinMaxHeight() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%' }}>
      {/* A 21/9 banner: never shorter than 80px on phones, never taller than 160px on wide screens. */}
      <AspectRatio ratio="21/9" minHeight={80} maxHeight={160} sx={{ borderRadius: 'md' }}>
        <Box sx={{ background: 'linear-gradient(90deg, #0ea5e9, #22c55e)', color: '#fff', p: 2 }}>
          <Typography level="title-lg" textColor="inherit">
            Spring sale: 20% off all plans
          </Typography>
        </Box>
      </AspectRatio>
    </Box>
  );
}
