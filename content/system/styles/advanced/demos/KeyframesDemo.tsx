import Box from '@mui/system/Box';
import { keyframes } from '@mui/system';

// JSS declared animations with '@keyframes name' in the sheet; Emotion's keyframes returns a name.
const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.35; }
`;

export default function KeyframesDemo() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 12,
          height: 12,
          borderRadius: '50%',
          bgcolor: '#16a34a',
          animation: `${pulse} 1.6s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      />
      Live: 3 readers are viewing this book
    </Box>
  );
}
