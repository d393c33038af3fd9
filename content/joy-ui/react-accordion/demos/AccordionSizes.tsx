import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Stack from '@mui/joy/Stack';

const sizes = ['sm', 'md', 'lg'] as const;

export default function AccordionSizes() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 480 }}>
      {sizes.map((size) => (
        <AccordionGroup key={size} size={size} variant="outlined" sx={{ borderRadius: 'sm' }}>
          <Accordion>
            <AccordionSummary>size="{size}"</AccordionSummary>
            <AccordionDetails>The summary's height, padding and font size follow the group's size.</AccordionDetails>
          </Accordion>
        </AccordionGroup>
      ))}
    </Stack>
  );
}
