import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export default function DisabledAccordion() {
  return (
    <Box sx={{ width: '100%' }}>
      <Accordion>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id="step-address-header"
          aria-controls="step-address-content"
        >
          1. Shipping address
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2">221 Baker Street, London NW1 6XE</Typography>
        </AccordionDetails>
      </Accordion>
      <Accordion disabled>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id="step-payment-header"
          aria-controls="step-payment-content"
        >
          2. Payment (add an address first)
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2">Card, PayPal or bank transfer.</Typography>
        </AccordionDetails>
      </Accordion>
    </Box>
  );
}
