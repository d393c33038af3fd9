import * as React from 'react';
import { unstable_useNumberInput as useNumberInput } from '@mui/base/unstable_useNumberInput';
import { styled } from '@mui/system';

const PRICE = 24;

export default function QuantityPicker() {
  const id = React.useId();
  const [quantity, setQuantity] = React.useState<number | null>(1);
  const { getRootProps, getInputProps, getIncrementButtonProps, getDecrementButtonProps } = useNumberInput({
    min: 1,
    max: 9,
    value: quantity,
    onChange: (_event, value) => setQuantity(value),
    inputId: id,
  });

  // The hook returns props for four elements; the markup and its order are yours.
  return (
    <Card>
      <Title>Ceramic pour-over set</Title>
      <label htmlFor={id}>Quantity</label>
      <Picker {...getRootProps()}>
        <StepButton {...getDecrementButtonProps()} aria-label="Remove one">
          −
        </StepButton>
        <Field {...getInputProps()} inputMode="numeric" />
        <StepButton {...getIncrementButtonProps()} aria-label="Add one">
          +
        </StepButton>
      </Picker>
      <AddButton type="button" disabled={quantity === null}>
        Add to cart{quantity ? ` · $${quantity * PRICE}` : ''}
      </AddButton>
    </Card>
  );
}

const Card = styled('div')({ display: 'flex', flexDirection: 'column', gap: 8, width: 220, font: '0.875rem system-ui, sans-serif' });
const Title = styled('p')({ margin: 0, fontWeight: 700 });

const Picker = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  width: 'fit-content',
  borderRadius: 999,
  border: '2px solid #0f766e',
  '&:focus-within': { boxShadow: '0 0 0 3px #5eead4' },
  ...theme.applyStyles('dark', { borderColor: '#2dd4bf' }),
}));

const StepButton = styled('button')({
  width: 32,
  height: 32,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: 'inherit',
  font: '700 1.125rem/1 system-ui, sans-serif',
  cursor: 'pointer',
  '&:disabled': { opacity: 0.35, cursor: 'not-allowed' },
});

const Field = styled('input')({ width: 32, border: 0, '&:focus, &:focus-visible': { outline: 0 }, background: 'transparent', color: 'inherit', font: '700 1rem system-ui, sans-serif', textAlign: 'center' });

const AddButton = styled('button')({
  padding: '8px 16px',
  border: 0,
  borderRadius: 8,
  backgroundColor: '#0f766e',
  color: '#ffffff',
  font: '600 0.875rem system-ui, sans-serif',
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #5eead4', outlineOffset: 2 },
  '&:disabled': { opacity: 0.5 },
});
