import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = ['Shipping address', 'Payment', 'Review order'];

export default function ErrorStepper() {
  const failedStep = 1;

  return (
    <Box sx={{ width: '100%' }}>
      <Stepper activeStep={1}>
        {steps.map((label, index) => (
          <Step key={label}>
            <StepLabel
              error={index === failedStep}
              optional={
                index === failedStep ? (
                  <Typography variant="caption" color="error">
                    Card declined
                  </Typography>
                ) : null
              }
            >
              {label}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
