import Box from '@mui/system/Box';

const buttonSx = {
  position: 'relative',
  px: 2.5,
  py: 1,
  border: 0,
  borderRadius: 1,
  bgcolor: '#0b57d0',
  color: '#ffffff',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  transition: 'background-color 150ms',
  '&:hover': { bgcolor: '#0842a0' },
  '&:active': { transform: 'translateY(1px)' },
  '&:focus-visible': { outline: '3px solid #f59e0b', outlineOffset: 2 },
  '&:disabled': { bgcolor: '#9ca3af', cursor: 'not-allowed' },
  // Pseudo-elements need a `content` value; attr() reads it from the data-count attribute.
  '&[data-count]::after': {
    content: 'attr(data-count)',
    position: 'absolute',
    top: -8,
    right: -8,
    minWidth: 20,
    px: 0.5,
    borderRadius: 10,
    bgcolor: '#b91c1c',
    fontSize: 12,
    lineHeight: '20px',
  },
} as const;

export default function SxPseudoClasses() {
  return (
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}>
      <Box component="button" type="button" sx={buttonSx}>
        Add to cart
      </Box>
      <Box
        component="button"
        type="button"
        sx={buttonSx}
        data-count="3"
        aria-label="Cart, 3 items"
      >
        Cart
      </Box>
      <Box component="button" type="button" sx={buttonSx} disabled>
        Sold out
      </Box>
    </Box>
  );
}
