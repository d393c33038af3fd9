import * as React from 'react';
import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';

const steps = [
  { title: '1. Shipping', text: 'Standard delivery to Rua das Flores 28, Lisboa. Arrives in 2 to 4 days.' },
  { title: '2. Payment', text: 'Visa ending in 4242, billed when the order ships.' },
  { title: '3. Review', text: '2 items · €58.00 including VAT and delivery.' },
];

export default function ControlledAccordion() {
  // Only one panel is open at a time: the group's state lives here.
  const [index, setIndex] = React.useState<number | null>(0);
  return (
    <AccordionGroup variant="outlined" sx={{ width: '100%', maxWidth: 480, borderRadius: 'md' }}>
      {steps.map((step, i) => (
        <Accordion
          key={step.title}
          expanded={index === i}
          onChange={(event, expanded) => setIndex(expanded ? i : null)}
        >
          <AccordionSummary>{step.title}</AccordionSummary>
          <AccordionDetails>{step.text}</AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
