import { ThemeProvider, createTheme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'data-mui-color-scheme' },
  colorSchemes: { light: true, dark: true },
});

const plans = [
  { name: 'Starter', price: '€9', selected: false },
  { name: 'Team', price: '€29', selected: true },
];

export default function ChannelTokens() {
  return (
    <ThemeProvider theme={theme}>
      <Stack direction="row" spacing={2}>
        {plans.map((plan) => (
          <Box
            key={plan.name}
            sx={{
              flex: 1,
              p: 2,
              borderRadius: 1,
              border: '1px solid',
              // Palette paths in sx become var(--mui-palette-…) references.
              borderColor: plan.selected ? 'primary.main' : 'divider',
              // A channel variable gives the primary color at any opacity, in both schemes.
              bgcolor: plan.selected ? 'rgba(var(--mui-palette-primary-mainChannel) / 0.12)' : 'transparent',
            }}
          >
            <Typography variant="subtitle1" component="p">
              {plan.name}
            </Typography>
            <Typography variant="h5" component="p">
              {plan.price}
            </Typography>
          </Box>
        ))}
      </Stack>
    </ThemeProvider>
  );
}
