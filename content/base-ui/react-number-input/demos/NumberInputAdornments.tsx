import { Unstable_NumberInput as NumberInput, numberInputClasses } from '@mui/base/Unstable_NumberInput';
import { styled } from '@mui/system';

export default function NumberInputAdornments() {
  return (
    <Column>
      <StyledNumberInput
        min={0}
        step={50}
        defaultValue={500}
        startAdornment={<Unit>$</Unit>}
        // Props on the NumberInput itself go to the root <div>: name the <input> through slotProps.
        slotProps={{ ...stepperSlotProps, input: { 'aria-label': 'Monthly budget in US dollars' } }}
      />
      <StyledNumberInput
        min={1}
        max={240}
        defaultValue={45}
        endAdornment={<Unit>min</Unit>}
        slotProps={{ ...stepperSlotProps, input: { 'aria-label': 'Cooking time in minutes' } }}
      />
    </Column>
  );
}

const Column = styled('div')({ display: 'flex', flexDirection: 'column', gap: 12 });
const Unit = styled('span')({ opacity: 0.7, paddingInline: 4, userSelect: 'none' });

const StyledNumberInput = styled(NumberInput)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 4,
  width: 220,
  padding: 4,
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: '#ffffff',
  color: '#1e293b',
  font: '0.875rem/1.5 system-ui, sans-serif',
  ...theme.applyStyles('dark', { backgroundColor: '#1e293b', borderColor: '#475569', color: '#e2e8f0' }),
  [`&.${numberInputClasses.focused}`]: { borderColor: '#2563eb', boxShadow: '0 0 0 3px rgba(37, 99, 235, 0.3)' },
  [`&.${numberInputClasses.error}`]: { borderColor: '#dc2626' },
  [`&.${numberInputClasses.disabled}`]: { opacity: 0.55 },
  [`& .${numberInputClasses.input}`]: {
    flex: 1,
    minWidth: 0,
    padding: '4px 8px',
    border: 0,
    outline: 0,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'center',
    fontVariantNumeric: 'tabular-nums',
  },
  // The buttons come first in the markup; `order` puts "−" before the input and "+" after it.
  [`& .${numberInputClasses.decrementButton}`]: { order: -1 },
  [`& .${numberInputClasses.incrementButton}`]: { order: 1 },
  [`& .${numberInputClasses.decrementButton}, & .${numberInputClasses.incrementButton}`]: {
    width: 28,
    height: 28,
    borderRadius: 6,
    border: 0,
    backgroundColor: '#e2e8f0',
    color: 'inherit',
    font: '600 1rem/1 system-ui, sans-serif',
    cursor: 'pointer',
    ...theme.applyStyles('dark', { backgroundColor: '#334155' }),
    '&:hover': { backgroundColor: '#cbd5e1', ...theme.applyStyles('dark', { backgroundColor: '#475569' }) },
    '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
  },
}));

// The stepper buttons render empty by default: give them content and a name.
const stepperSlotProps = {
  incrementButton: { children: '+', 'aria-label': 'Increase' },
  decrementButton: { children: '−', 'aria-label': 'Decrease' },
};
