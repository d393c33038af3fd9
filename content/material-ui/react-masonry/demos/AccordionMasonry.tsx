import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Masonry from '@mui/lab/Masonry';
import Typography from '@mui/material/Typography';

const questions = [
  { q: 'How long does shipping take?', a: 'Orders leave our warehouse within two working days. Delivery takes three to five days in the EU and up to ten days elsewhere.' },
  { q: 'Can I change my order?', a: 'Yes, until it ships. Open the order from your account and choose Edit.' },
  { q: 'Do you ship abroad?', a: 'We ship to 38 countries. Customs fees outside the EU are paid on delivery.' },
  { q: 'How do returns work?', a: 'You have 30 days to return an item in its original packaging. Print the label from your account, drop the parcel at any post office and we refund you within a week of receiving it.' },
  { q: 'Which payment methods do you take?', a: 'Cards, PayPal and bank transfer.' },
  { q: 'Is my data shared?', a: 'No. We only pass your address to the carrier that delivers your parcel.' },
];

export default function AccordionMasonry() {
  return (
    <Masonry columns={{ xs: 1, sm: 2 }} spacing={2}>
      {questions.map((item) => (
        // An accordion's height changes as it opens: Masonry watches each item and re-flows the columns.
        <Accordion key={item.q} disableGutters sx={{ '&::before': { display: 'none' } }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography component="span">{item.q}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2">{item.a}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Masonry>
  );
}
