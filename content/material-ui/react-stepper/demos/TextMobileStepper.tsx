import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MobileStepper from '@mui/material/MobileStepper';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';

const tips = [
  { title: 'Water in the morning', text: 'Soil stays cool, and leaves dry before the evening.' },
  { title: 'Mulch the beds', text: 'Five centimeters of mulch keeps moisture in and weeds out.' },
  {
    title: 'Rotate your crops',
    text: 'Move tomatoes to a new bed each year to avoid soil disease.',
  },
  {
    title: 'Compost kitchen scraps',
    text: 'Vegetable peels and coffee grounds feed next year’s soil.',
  },
];

export default function TextMobileStepper() {
  const theme = useTheme();
  const [activeStep, setActiveStep] = React.useState(0);
  const tip = tips[activeStep];
  // The arrows point the other way in a right-to-left page.
  const BackIcon = theme.direction === 'rtl' ? KeyboardArrowRight : KeyboardArrowLeft;
  const NextIcon = theme.direction === 'rtl' ? KeyboardArrowLeft : KeyboardArrowRight;

  return (
    <Box sx={{ width: '100%', maxWidth: 400 }}>
      <Paper square elevation={0} sx={{ px: 2, py: 1.5, bgcolor: 'action.hover' }}>
        <Typography variant="subtitle1" component="p">
          {tip?.title}
        </Typography>
      </Paper>
      <Typography sx={{ p: 2, minHeight: 72 }}>{tip?.text}</Typography>
      {/* position="static" keeps it in the flow; the default, "bottom", fixes it to the window. */}
      <MobileStepper
        variant="text"
        position="static"
        steps={tips.length}
        activeStep={activeStep}
        nextButton={
          <Button
            size="small"
            onClick={() => setActiveStep((step) => step + 1)}
            disabled={activeStep === tips.length - 1}
          >
            Next
            <NextIcon />
          </Button>
        }
        backButton={
          <Button
            size="small"
            onClick={() => setActiveStep((step) => step - 1)}
            disabled={activeStep === 0}
          >
            <BackIcon />
            Back
          </Button>
        }
      />
    </Box>
  );
}
