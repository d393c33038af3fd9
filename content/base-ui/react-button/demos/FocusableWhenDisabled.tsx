import { Button, buttonClasses } from '@mui/base/Button';
import { styled } from '@mui/system';

export default function FocusableWhenDisabled() {
  return (
    <Row>
      {/* Native `disabled`: skipped by Tab, invisible to keyboard users. */}
      <StyledButton disabled>Disabled</StyledButton>
      {/* `aria-disabled` instead: still reachable with Tab and announced as unavailable. */}
      <StyledButton disabled focusableWhenDisabled>
        Disabled, but focusable
      </StyledButton>
    </Row>
  );
}

const Row = styled('div')({ display: 'flex', flexWrap: 'wrap', gap: 12 });

const StyledButton = styled(Button)({
  font: '600 0.875rem/1.5 system-ui, sans-serif',
  padding: '8px 16px',
  borderRadius: 8,
  border: 'none',
  backgroundColor: '#2563eb',
  color: '#ffffff',
  cursor: 'pointer',
  [`&.${buttonClasses.focusVisible}`]: { outline: '3px solid #93c5fd', outlineOffset: 2 },
  [`&.${buttonClasses.disabled}`]: { backgroundColor: '#94a3b8', cursor: 'not-allowed' },
});
