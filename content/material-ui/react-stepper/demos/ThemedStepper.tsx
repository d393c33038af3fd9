import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';

// Every stepper under this provider puts labels under the icons, uses the secondary color
// for active and completed icons, and bolds the active label.
const stepperTheme = (outer: Theme) =>
  createTheme({
    palette: { mode: outer.palette.mode },
    components: {
      MuiStepper: { defaultProps: { alternativeLabel: true } },
      MuiStepIcon: {
        styleOverrides: {
          root: ({ theme }) => ({
            '&.Mui-active, &.Mui-completed': { color: theme.palette.secondary.main },
          }),
        },
      },
      MuiStepLabel: {
        styleOverrides: {
          label: { '&.Mui-active': { fontWeight: 700 } },
        },
      },
    },
  });

const steps = ['Draft', 'Review', 'Publish'];

export default function ThemedStepper() {
  return (
    <ThemeProvider theme={stepperTheme}>
      <Box sx={{ width: '100%' }}>
        <Stepper activeStep={1}>
          {steps.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
      </Box>
    </ThemeProvider>
  );
}
