import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';

const steps = ['Order placed', 'Packed', 'Shipped', 'Delivered'];

export default function AlternativeLabelStepper() {
  return (
    <Box sx={{ width: '100%' }}>
      {/* Labels under the icons: more room for each label in a narrow row. */}
      <Stepper activeStep={2} alternativeLabel>
        {steps.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
