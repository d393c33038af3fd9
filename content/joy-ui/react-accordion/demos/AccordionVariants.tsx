import * as React from 'react';
import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import type { VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];

export default function AccordionVariants() {
  const [variant, setVariant] = React.useState<VariantProp>('outlined');
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 480 }}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Accordion group variant"
        value={variant}
        onChange={(event) => setVariant(event.target.value as VariantProp)}
        sx={{ flexWrap: 'wrap', gap: 2 }}
      >
        {variants.map((item) => (
          <Radio key={item} value={item} label={item} />
        ))}
      </RadioGroup>
      <AccordionGroup variant={variant} color="neutral" sx={{ borderRadius: 'md' }}>
        <Accordion defaultExpanded>
          <AccordionSummary>Notifications</AccordionSummary>
          <AccordionDetails>Email me about mentions, replies and assigned tasks.</AccordionDetails>
        </Accordion>
        <Accordion>
          <AccordionSummary>Privacy</AccordionSummary>
          <AccordionDetails>Only members of your workspace can see your profile.</AccordionDetails>
        </Accordion>
      </AccordionGroup>
    </Stack>
  );
}
