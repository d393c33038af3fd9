import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export default function AccordionHeadingLevel() {
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        Release notes
      </Typography>
      {/* The section title above is an h3, so each panel heading is an h4. */}
      <Accordion slotProps={{ heading: { component: 'h4' } }}>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id="release-24-header"
          aria-controls="release-24-content"
        >
          Version 2.4
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2">Adds CSV export and a dark theme.</Typography>
        </AccordionDetails>
      </Accordion>
      <Accordion slotProps={{ heading: { component: 'h4' } }}>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id="release-23-header"
          aria-controls="release-23-content"
        >
          Version 2.3
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2">Fixes sorting by date in the orders table.</Typography>
        </AccordionDetails>
      </Accordion>
    </Box>
  );
}
