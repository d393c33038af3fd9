import * as React from 'react';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepConnector, { stepConnectorClasses } from '@mui/material/StepConnector';
import { type StepIconProps } from '@mui/material/StepIcon';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { styled } from '@mui/material/styles';
import CheckIcon from '@mui/icons-material/Check';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PaymentIcon from '@mui/icons-material/Payment';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';

// A thick connector that fills with the primary color once the step before it is done.
const ThickConnector = styled(StepConnector)(({ theme }) => ({
  [`&.${stepConnectorClasses.alternativeLabel}`]: { top: 22 },
  [`& .${stepConnectorClasses.line}`]: {
    height: 4,
    border: 0,
    borderRadius: 2,
    backgroundColor: theme.palette.divider,
  },
  [`&.${stepConnectorClasses.active} .${stepConnectorClasses.line}, &.${stepConnectorClasses.completed} .${stepConnectorClasses.line}`]:
    { backgroundColor: theme.palette.primary.main },
}));

const IconCircle = styled('div')<{ ownerState: { active?: boolean; completed?: boolean } }>(
  ({ theme, ownerState }) => ({
    zIndex: 1,
    width: 48,
    height: 48,
    display: 'flex',
    borderRadius: '50%',
    alignItems: 'center',
    justifyContent: 'center',
    color: theme.palette.common.white,
    backgroundColor:
      ownerState.active || ownerState.completed
        ? theme.palette.primary.main
        : theme.palette.grey[500],
    boxShadow: ownerState.active ? `0 0 0 4px ${theme.palette.primary.light}` : 'none',
  }),
);

const icons: Record<string, React.ReactElement> = {
  1: <ShoppingCartIcon />,
  2: <PaymentIcon />,
  3: <LocalShippingIcon />,
};

// The step icon slot receives `active`, `completed`, `error` and `icon` (the step number).
function ShopStepIcon({ active, completed, icon, className }: StepIconProps) {
  return (
    <IconCircle ownerState={{ active, completed }} className={className}>
      {completed ? <CheckIcon /> : icons[String(icon)]}
    </IconCircle>
  );
}

const steps = ['Cart', 'Payment', 'Delivery'];

export default function CustomizedSteppers() {
  return (
    <Stack sx={{ width: '100%' }}>
      <Stepper alternativeLabel activeStep={1} connector={<ThickConnector />}>
        {steps.map((label) => (
          <Step key={label}>
            <StepLabel slots={{ stepIcon: ShopStepIcon }}>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
    </Stack>
  );
}
