import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

const steps = ['Cart', 'Shipping', 'Payment', 'Review'];

export default function StackUsage() {
  return (
    <Stack
      component="ol"
      aria-label="Checkout steps"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      useFlexGap
      sx={{ width: 1, m: 0, p: 0, listStyle: 'none' }}
    >
      {steps.map((step, index) => (
        <Box
          component="li"
          key={step}
          aria-current={index === 1 ? 'step' : undefined}
          sx={{
            flex: 1,
            px: 2,
            py: 1,
            borderRadius: 2,
            border: 1,
            borderColor: index === 1 ? '#0b57d0' : 'rgba(128, 128, 128, 0.4)',
            fontWeight: index === 1 ? 700 : 400,
          }}
        >
          {index + 1}. {step}
        </Box>
      ))}
    </Stack>
  );
}
