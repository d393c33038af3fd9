import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';

export default function AccordionSlots() {
  return (
    <AccordionGroup variant="plain" sx={{ width: '100%', maxWidth: 480 }}>
      <Accordion defaultExpanded>
        <AccordionSummary
          // AccordionSummary's slots: root, button and indicator.
          slotProps={{
            button: { sx: { fontWeight: 'lg', flexDirection: 'row-reverse', justifyContent: 'flex-end', gap: 1 } },
            indicator: { sx: { color: 'primary.plainColor' } },
          }}
        >
          Release 4.2 · June 3
        </AccordionSummary>
        <AccordionDetails
          // AccordionDetails' slots: root and content (the padded box inside the collapsing root).
          slotProps={{ content: { sx: { bgcolor: 'background.level1', borderRadius: 'sm', mt: 1, py: 1.5 } } }}
        >
          Saved filters, faster board loading and a new keyboard shortcut to assign tasks.
        </AccordionDetails>
      </Accordion>
    </AccordionGroup>
  );
}
