import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';

export default function AccordionTransition() {
  return (
    <AccordionGroup
      variant="outlined"
      // Separate timings for opening (expanded) and closing (initial).
      transition={{ initial: '0.3s ease-out', expanded: '0.2s ease' }}
      sx={{ width: '100%', maxWidth: 480, borderRadius: 'md' }}
    >
      <Accordion>
        <AccordionSummary>What counts as an active user?</AccordionSummary>
        <AccordionDetails>
          Anyone who signs in at least once during the billing month. Guests and deactivated accounts are free.
        </AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary>Can I pay by invoice?</AccordionSummary>
        <AccordionDetails>Yes, on annual plans with 20 seats or more.</AccordionDetails>
      </Accordion>
    </AccordionGroup>
  );
}
