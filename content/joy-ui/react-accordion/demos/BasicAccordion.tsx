import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';

const faq = [
  { question: 'Can I change my plan later?', answer: 'Yes. Upgrades apply at once; downgrades apply at the end of the billing period.' },
  { question: 'Do you offer refunds?', answer: 'We refund any annual plan in full within 30 days of purchase.' },
  { question: 'Where is my data stored?', answer: 'In data centers in Frankfurt and Dublin. It never leaves the European Union.' },
];

export default function BasicAccordion() {
  return (
    <AccordionGroup sx={{ width: '100%', maxWidth: 480 }}>
      {faq.map((item, index) => (
        <Accordion key={item.question} defaultExpanded={index === 0}>
          {/* component="h3" gives each question a heading level for screen reader navigation. */}
          <AccordionSummary component="h3" sx={{ m: 0, fontSize: 'inherit' }}>
            {item.question}
          </AccordionSummary>
          <AccordionDetails>{item.answer}</AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
