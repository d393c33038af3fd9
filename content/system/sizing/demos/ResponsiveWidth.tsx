import Box from '@mui/material/Box';

const plans = ['Starter', 'Team', 'Business'];

// Full width on phones, half from sm, a third from md (minus the gap).
export default function ResponsiveWidth() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, width: 1 }}>
      {plans.map((plan) => (
        <Box
          key={plan}
          sx={{
            width: { xs: 1, sm: 'calc(50% - 8px)', md: 'calc(33.333% - 11px)' },
            minHeight: 96,
            p: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            typography: 'subtitle1',
          }}
        >
          {plan}
        </Box>
      ))}
    </Box>
  );
}
