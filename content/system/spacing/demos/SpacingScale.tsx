import Box from '@mui/material/Box';

const steps = [0, 0.5, 1, 2, 3, 4];

// Each row pads its inner box by one step of the theme's spacing scale.
export default function SpacingScale() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {steps.map((step) => (
        <Box key={step} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Box component="code" sx={{ width: 56, flexShrink: 0, fontSize: 14 }}>
            p: {step}
          </Box>
          <Box sx={{ p: step, bgcolor: 'primary.light', borderRadius: 1 }}>
            <Box sx={{ px: 1, bgcolor: 'background.paper', typography: 'body2', borderRadius: 0.5 }}>
              {step * 8}px
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
