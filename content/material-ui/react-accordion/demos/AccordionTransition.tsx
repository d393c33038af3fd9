import Accordion, { type AccordionSlots } from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Fade from '@mui/material/Fade';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export default function AccordionTransition() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      {/* The details leave the DOM while the panel is closed. */}
      <Accordion slotProps={{ transition: { unmountOnExit: true } }}>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id="unmount-header"
          aria-controls="unmount-content"
        >
          Activity log (rendered only when open)
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2">
            09:12 · Order #7731 shipped · 10:40 · Refund issued for order #7702
          </Typography>
        </AccordionDetails>
      </Accordion>
      {/* Fade instead of Collapse. Fade does not animate the height, so the
          closed region is given a height of 0. */}
      <Accordion
        slots={{ transition: Fade as AccordionSlots['transition'] }}
        slotProps={{ transition: { timeout: 400 } }}
        sx={{ '&:not(.Mui-expanded) .MuiAccordion-region': { height: 0, overflow: 'hidden' } }}
      >
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id="fade-header"
          aria-controls="fade-content"
        >
          Delivery notes (fades in)
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2">Leave parcels with the concierge on weekdays.</Typography>
        </AccordionDetails>
      </Accordion>
    </Stack>
  );
}
