import { Unstable_NumberInput as NumberInput, numberInputClasses } from '@mui/base/Unstable_NumberInput';
import { styled } from '@mui/system';

export default function NumberInputStates() {
  return (
    <Column>
      <StyledNumberInput defaultValue={4} disabled slotProps={{ ...stepperSlotProps, input: { 'aria-label': 'Seats (disabled)' } }} />
      {/* readOnly blocks typing only: a fixed `value` also keeps the buttons and arrow keys from changing it. */}
      <StyledNumberInput value={10} readOnly slotProps={{ ...stepperSlotProps, input: { 'aria-label': 'Seats in your plan (read-only)' } }} />
      <div>
        <StyledNumberInput
          defaultValue={0}
          error
          slotProps={{ ...stepperSlotProps, input: { 'aria-label': 'Team size', 'aria-describedby': 'team-size-error' } }}
        />
        <Error id="team-size-error">A team needs at least one member.</Error>
      </div>
    </Column>
  );
}

const Column = styled('div')({ display: 'flex', flexDirection: 'column', gap: 12 });
const Error = styled('p')(({ theme }) => ({ margin: '4px 0 0', color: '#dc2626', font: '0.8125rem system-ui, sans-serif', ...theme.applyStyles('dark', { color: '#f87171' }) }));

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
