import { Button, buttonClasses } from '@mui/base/Button';
import { styled } from '@mui/system';

export default function UnstyledButton() {
  return (
    <Row>
      <StyledButton>Create invoice</StyledButton>
      <StyledButton disabled>Send reminder</StyledButton>
    </Row>
  );
}

const Row = styled('div')({ display: 'flex', flexWrap: 'wrap', gap: 12 });

// Base UI adds state classes (`base--active`, `base--focusVisible`, `base--disabled`);
// `buttonClasses` holds their names so the styles never hard-code them.
const StyledButton = styled(Button)({
  font: '600 0.875rem/1.5 system-ui, sans-serif',
  padding: '8px 16px',
  borderRadius: 8,
  border: '1px solid #1d4ed8',
  backgroundColor: '#2563eb',
  color: '#ffffff',
  cursor: 'pointer',
  transition: 'background-color 120ms, transform 120ms',
  '&:hover': { backgroundColor: '#1d4ed8' },
  [`&.${buttonClasses.active}`]: { backgroundColor: '#1e40af', transform: 'scale(0.98)' },
  [`&.${buttonClasses.focusVisible}`]: { outline: '3px solid #93c5fd', outlineOffset: 2 },
  [`&.${buttonClasses.disabled}`]: {
    backgroundColor: '#94a3b8',
    borderColor: '#94a3b8',
    cursor: 'not-allowed',
  },
});
