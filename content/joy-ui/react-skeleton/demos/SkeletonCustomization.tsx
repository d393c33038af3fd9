import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const theme = extendTheme({
  components: {
    JoySkeleton: {
      // Every skeleton in this provider uses the wave animation.
      defaultProps: { animation: 'wave' },
    },
  },
});

export default function SkeletonCustomization() {
  return (
    <CssVarsProvider theme={theme}>
      <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 420 }}>
        <Skeleton variant="rectangular" height={120} sx={{ borderRadius: 'lg' }} />
        <Skeleton variant="text" level="title-lg" width="50%" />
        {/* Responsive width: full on phones, 75% from the sm breakpoint up. */}
        <Skeleton variant="text" width={{ xs: '100%', sm: '75%' }} />
      </Stack>
    </CssVarsProvider>
  );
}
