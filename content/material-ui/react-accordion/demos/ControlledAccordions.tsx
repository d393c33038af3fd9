import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const sections = [
  { id: 'profile', title: 'Profile', summary: 'Name, photo and bio', body: 'Ana Souza · Illustrator based in Lisbon.' },
  { id: 'security', title: 'Security', summary: 'Password and two-step sign-in', body: 'Two-step sign-in is on. Last password change: March 2.' },
  { id: 'billing', title: 'Billing', summary: 'Plan and payment method', body: 'Team plan, billed yearly. Visa ending in 4242.' },
];

export default function ControlledAccordions() {
  // Only one panel is open at a time; false means all are closed.
  const [expanded, setExpanded] = React.useState<string | false>('profile');

  const handleChange = (panel: string) => (_event: React.SyntheticEvent, isExpanded: boolean) => {
    setExpanded(isExpanded ? panel : false);
  };

  return (
    <Box sx={{ width: '100%' }}>
      {sections.map((section) => (
        <Accordion
          key={section.id}
          expanded={expanded === section.id}
          onChange={handleChange(section.id)}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`settings-${section.id}-header`}
            aria-controls={`settings-${section.id}-content`}
          >
            <Typography sx={{ width: '35%', flexShrink: 0 }}>{section.title}</Typography>
            <Typography sx={{ color: 'text.secondary' }}>{section.summary}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2">{section.body}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
