import Stepper from '@mui/joy/Stepper';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Typography from '@mui/joy/Typography';
import Check from '@mui/icons-material/Check';

const events = [
  { title: 'Order placed', detail: 'March 3, 09:12' },
  { title: 'Packed', detail: 'March 3, 16:40' },
  { title: 'Out for delivery', detail: 'Expected today, before 18:00' },
  { title: 'Delivered', detail: 'Not yet' },
];
const current = 2;

export default function VerticalStepper() {
  return (
    <Stepper orientation="vertical" sx={{ width: 280 }}>
      {events.map((event, index) => (
        <Step
          key={event.title}
          completed={index < current}
          active={index === current}
          aria-current={index === current ? 'step' : undefined}
          indicator={
            <StepIndicator
              variant={index <= current ? 'solid' : 'outlined'}
              color={index < current ? 'success' : index === current ? 'primary' : 'neutral'}
            >
              {index < current ? <Check /> : index + 1}
            </StepIndicator>
          }
        >
          <Typography level="title-sm">{event.title}</Typography>
          <Typography level="body-xs">{event.detail}</Typography>
        </Step>
      ))}
    </Stepper>
  );
}
