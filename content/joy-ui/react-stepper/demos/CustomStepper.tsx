import Stepper from '@mui/joy/Stepper';
import Step, { stepClasses } from '@mui/joy/Step';
import StepIndicator, { stepIndicatorClasses } from '@mui/joy/StepIndicator';
import Typography from '@mui/joy/Typography';

const stages = ['Applied', 'Screening', 'Interview', 'Offer'];
const current = 2;

export default function CustomStepper() {
  return (
    <Stepper
      sx={(theme) => ({
        width: '100%',
        // Thicker connectors, larger indicators, closer labels.
        '--Step-connectorThickness': '4px',
        '--Step-connectorRadius': '4px',
        '--StepIndicator-size': '2rem',
        '--Step-connectorInset': '0px',
        // State classes style every step from one place.
        [`& .${stepClasses.completed}`]: {
          '--Step-connectorBg': theme.vars.palette.primary.solidBg,
          [`& .${stepIndicatorClasses.root}`]: {
            backgroundColor: theme.vars.palette.primary.solidBg,
            color: theme.vars.palette.primary.solidColor,
          },
        },
        [`& .${stepClasses.active} .${stepIndicatorClasses.root}`]: {
          outline: `2px solid ${theme.vars.palette.primary.outlinedBorder}`,
          outlineOffset: '2px',
        },
      })}
    >
      {stages.map((stage, index) => (
        <Step
          key={stage}
          orientation="vertical"
          completed={index < current}
          active={index === current}
          aria-current={index === current ? 'step' : undefined}
          indicator={<StepIndicator>{index + 1}</StepIndicator>}
        >
          <Typography level="body-sm">{stage}</Typography>
        </Step>
      ))}
    </Stepper>
  );
}
