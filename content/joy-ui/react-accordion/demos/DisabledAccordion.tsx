import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';

export default function DisabledAccordion() {
  return (
    <AccordionGroup disableDivider sx={{ width: '100%', maxWidth: 480, gap: 1 }}>
      <Accordion variant="soft" sx={{ borderRadius: 'sm' }}>
        <AccordionSummary>Export as CSV</AccordionSummary>
        <AccordionDetails>Every column, one row per order, UTF-8 encoded.</AccordionDetails>
      </Accordion>
      <Accordion variant="soft" disabled sx={{ borderRadius: 'sm' }}>
        <AccordionSummary>Export to a data warehouse (Business plan)</AccordionSummary>
        <AccordionDetails>Sync orders to BigQuery or Snowflake every hour.</AccordionDetails>
      </Accordion>
    </AccordionGroup>
  );
}
