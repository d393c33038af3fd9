import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab, tabClasses } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { styled } from '@mui/system';

const steps = ['Shipping', 'Payment', 'Review'];

const summaries: Record<string, string> = {
  Shipping: 'Standard delivery to 12 Harbor Street, Portland. Arrives in 3 to 5 days.',
  Payment: 'Visa ending in 4242, billed when the order ships.',
  Review: '2 paperbacks, $31.80 with shipping. Place the order when everything looks right.',
};

export default function ControlledTabs() {
  const [step, setStep] = React.useState<string | number | null>('Shipping');
  const index = steps.indexOf(String(step));

  return (
    <Tabs value={step} onChange={(event, newValue) => setStep(newValue)}>
      <StyledTabsList aria-label="Checkout steps">
        {steps.map((label, position) => (
          <StyledTab key={label} value={label}>
            {`${position + 1}. ${label}`}
          </StyledTab>
        ))}
      </StyledTabsList>
      {steps.map((label) => (
        <Panel key={label} value={label}>
          <p>{summaries[label]}</p>
        </Panel>
      ))}
      {/* The value is yours, so buttons outside the tabs can change it too. */}
      <NextButton
        type="button"
        disabled={index === steps.length - 1}
        onClick={() => setStep(steps[index + 1] ?? null)}
      >
        Continue
      </NextButton>
    </Tabs>
  );
}

const StyledTabsList = styled(TabsList)(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  paddingBottom: 8,
  borderBottom: `1px solid ${theme.palette.mode === 'dark' ? '#334155' : '#e2e8f0'}`,
}));

const StyledTab = styled(Tab)(({ theme }) => ({
  font: '600 0.8125rem/1.5 system-ui, sans-serif',
  padding: '6px 12px',
  borderRadius: 999,
  border: `1px solid ${theme.palette.mode === 'dark' ? '#475569' : '#cbd5e1'}`,
  backgroundColor: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #60a5fa', outlineOffset: 2 },
  [`&.${tabClasses.selected}`]: { backgroundColor: '#15803d', borderColor: '#15803d', color: '#fff' },
}));

const Panel = styled(TabPanel)({ maxWidth: 340, font: '0.875rem/1.5 system-ui, sans-serif' });

const NextButton = styled('button')({
  font: '600 0.875rem/1.5 system-ui, sans-serif',
  padding: '6px 16px',
  borderRadius: 8,
  border: 'none',
  backgroundColor: '#15803d',
  color: '#fff',
  cursor: 'pointer',
  '&:disabled': { backgroundColor: '#94a3b8', cursor: 'not-allowed' },
  '&:focus-visible': { outline: '3px solid #86efac', outlineOffset: 2 },
});
