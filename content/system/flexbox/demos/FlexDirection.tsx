import Box from '@mui/material/Box';

const directions = ['row', 'row-reverse', 'column', 'column-reverse'] as const;
const steps = ['Cart', 'Shipping', 'Payment'];

// flexDirection sets the main axis; the reverse values flip the order on screen only.
export default function FlexDirection() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, width: 1 }}>
      {directions.map((flexDirection) => (
        <Box key={flexDirection}>
          <Box component="code" sx={{ fontSize: 13 }}>
            {`flexDirection: '${flexDirection}'`}
          </Box>
          <Box sx={{ display: 'flex', flexDirection, gap: 1, mt: 0.5, p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            {steps.map((step, index) => (
              <Box key={step} sx={{ px: 1.5, py: 0.5, bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 1, typography: 'body2' }}>
                {index + 1}. {step}
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
