import * as React from 'react';
import MuiAccordion, { type AccordionProps } from '@mui/material/Accordion';
import MuiAccordionSummary, { type AccordionSummaryProps } from '@mui/material/AccordionSummary';
import AccordionDetails from '@mui/material/AccordionDetails';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ArrowForwardIosSharpIcon from '@mui/icons-material/ArrowForwardIosSharp';
import { styled } from '@mui/material/styles';

// Flat, bordered panels that sit flush against each other.
const Accordion = styled((props: AccordionProps) => (
  <MuiAccordion disableGutters elevation={0} square {...props} />
))(({ theme }) => ({
  border: `1px solid ${theme.palette.divider}`,
  '&:not(:last-child)': { borderBottom: 0 },
  '&::before': { display: 'none' },
}));

// The arrow sits before the label and turns a quarter when open.
const AccordionSummary = styled((props: AccordionSummaryProps) => (
  <MuiAccordionSummary expandIcon={<ArrowForwardIosSharpIcon sx={{ fontSize: '0.9rem' }} />} {...props} />
))(({ theme }) => ({
  flexDirection: 'row-reverse',
  backgroundColor: theme.palette.action.hover,
  // In right-to-left layouts the closed arrow points the other way.
  '& .MuiAccordionSummary-expandIconWrapper': {
    transform: theme.direction === 'rtl' ? 'rotate(180deg)' : 'none',
  },
  '& .MuiAccordionSummary-expandIconWrapper.Mui-expanded': { transform: 'rotate(90deg)' },
  '& .MuiAccordionSummary-content': { marginLeft: theme.spacing(1) },
}));

const chapters = [
  { id: 'one', title: 'Chapter 1: The harbor', text: 'A storm strands the ferry, and the town meets its new doctor.' },
  { id: 'two', title: 'Chapter 2: Low tide', text: 'Old letters turn up in the lighthouse keeper’s desk.' },
  { id: 'three', title: 'Chapter 3: The crossing', text: 'The doctor decides whether to take the spring boat home.' },
];

export default function CustomizedAccordions() {
  const [expanded, setExpanded] = React.useState<string | false>('one');

  return (
    <Box sx={{ width: '100%' }}>
      {chapters.map((chapter) => (
        <Accordion
          key={chapter.id}
          expanded={expanded === chapter.id}
          onChange={(_event, isOpen) => setExpanded(isOpen ? chapter.id : false)}
        >
          <AccordionSummary id={`ch-${chapter.id}-header`} aria-controls={`ch-${chapter.id}-content`}>
            {chapter.title}
          </AccordionSummary>
          <AccordionDetails sx={{ borderTop: 1, borderColor: 'divider' }}>
            <Typography variant="body2">{chapter.text}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
