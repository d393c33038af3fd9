import Box from '@mui/joy/Box';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function BoxVariants() {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {variants.map((variant) => (
        <Box
          key={variant}
          // A callback receives the theme: spread one of Joy's global variant styles.
          sx={(theme) => ({
            ...theme.variants[variant].warning,
            px: 2,
            py: 1,
            borderRadius: 'sm',
          })}
        >
          {variant}
        </Box>
      ))}
    </Box>
  );
}
