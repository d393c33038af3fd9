import { Input, inputClasses } from '@mui/base/Input';
import { styled } from '@mui/system';

export default function SlotPropsInput() {
  return (
    <Field>
      <label htmlFor="invoice-amount">Invoice amount</label>
      <StyledInput
        id="invoice-amount"
        placeholder="0.00"
        // Input forwards these props to the inner <input> by itself.
        autoComplete="off"
        aria-describedby="invoice-amount-help"
        startAdornment={<span aria-hidden>$</span>}
        // `inputMode` is not an Input prop: on the component it would land on the root <div>.
        slotProps={{ input: { inputMode: 'decimal' } }}
      />
      <small id="invoice-amount-help">Amounts are in US dollars, taxes included.</small>
    </Field>
  );
}

const Field = styled('div')({ display: 'grid', gap: 6, maxWidth: 280, font: '0.875rem/1.5 system-ui, sans-serif' });

const StyledInput = styled(Input)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 6,
  padding: '6px 10px',
  borderRadius: 8,
  border: `1px solid ${theme.palette.mode === 'dark' ? '#475569' : '#94a3b8'}`,
  [`&.${inputClasses.focused}`]: { outline: '3px solid #93c5fd', borderColor: '#2563eb' },
  [`& .${inputClasses.input}`]: { flex: 1, minWidth: 0, border: 0, outline: 0, background: 'transparent', color: 'inherit', font: 'inherit' },
}));
