import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const faqs = [
  {
    id: 'shipping',
    question: 'How long does shipping take?',
    answer: 'Orders leave our warehouse within one business day and arrive in 3 to 5 days.',
  },
  {
    id: 'returns',
    question: 'Can I return a book I have read?',
    answer: 'Yes, within 30 days, as long as the book is in the condition you received it.',
  },
  {
    id: 'gift',
    question: 'Do you offer gift wrapping?',
    answer: 'Add gift wrapping at checkout for $3. We leave the receipt out of the parcel.',
  },
];

export default function BasicAccordion() {
  return (
    <Box sx={{ width: '100%' }}>
      {faqs.map((faq) => (
        <Accordion key={faq.id}>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`faq-${faq.id}-header`}
            aria-controls={`faq-${faq.id}-content`}
          >
            {faq.question}
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2" color="text.secondary">
              {faq.answer}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
