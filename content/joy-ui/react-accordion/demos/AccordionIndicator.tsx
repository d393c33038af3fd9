import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary, { accordionSummaryClasses } from '@mui/joy/AccordionSummary';
import Avatar from '@mui/joy/Avatar';
import ListItemContent from '@mui/joy/ListItemContent';
import Typography from '@mui/joy/Typography';
import AddRounded from '@mui/icons-material/AddRounded';

const people = [
  { initials: 'LB', name: 'Lea Brandt', role: 'Design lead', bio: 'Runs the design system and the weekly critique.' },
  { initials: 'KO', name: 'Kwame Osei', role: 'Backend engineer', bio: 'Owns billing, invoices and the payments API.' },
];

export default function AccordionIndicator() {
  return (
    <AccordionGroup
      sx={{
        width: '100%',
        maxWidth: 420,
        // The plus turns into a cross when the panel is open.
        [`& .${accordionSummaryClasses.indicator}.${accordionSummaryClasses.expanded}`]: { transform: 'rotate(45deg)' },
      }}
    >
      {people.map((person) => (
        <Accordion key={person.name}>
          <AccordionSummary indicator={<AddRounded />}>
            <Avatar size="sm" color="primary">{person.initials}</Avatar>
            <ListItemContent>
              <Typography level="title-sm">{person.name}</Typography>
              <Typography level="body-xs">{person.role}</Typography>
            </ListItemContent>
          </AccordionSummary>
          <AccordionDetails>{person.bio}</AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
