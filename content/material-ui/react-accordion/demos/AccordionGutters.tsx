import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const days = [
  { id: 'mon', day: 'Monday', plan: 'Yoga at 7:00, team review at 15:00' },
  { id: 'tue', day: 'Tuesday', plan: 'Dentist at 9:30, gym at 18:00' },
  { id: 'wed', day: 'Wednesday', plan: 'Remote day, book club at 19:30' },
];

export default function AccordionGutters() {
  return (
    <Box sx={{ width: '100%' }}>
      {days.map((item) => (
        // No margin or height change when open, and square corners.
        <Accordion key={item.id} disableGutters square defaultExpanded={item.id === 'tue'}>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`week-${item.id}-header`}
            aria-controls={`week-${item.id}-content`}
          >
            {item.day}
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2">{item.plan}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
