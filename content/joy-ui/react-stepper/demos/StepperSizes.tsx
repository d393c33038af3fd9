import Stack from '@mui/joy/Stack';
import Stepper from '@mui/joy/Stepper';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';

const sizes = ['sm', 'md', 'lg'] as const;

export default function StepperSizes() {
  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      {sizes.map((size) => (
        <Stepper key={size} size={size}>
          {['Account', 'Team', 'Invite'].map((label, index) => (
            <Step key={label} indicator={<StepIndicator>{index + 1}</StepIndicator>}>
              {label}
            </Step>
          ))}
        </Stepper>
      ))}
    </Stack>
  );
}
