import * as React from 'react';
import { Button, buttonClasses } from '@mui/base/Button';
import { styled } from '@mui/system';

export default function ToggleButton() {
  const [muted, setMuted] = React.useState(false);

  // `aria-pressed` tells assistive technology that this button is an on/off switch.
  return (
    <StyledButton aria-pressed={muted} onClick={() => setMuted((value) => !value)}>
      {muted ? 'Notifications muted' : 'Mute notifications'}
    </StyledButton>
  );
}

const StyledButton = styled(Button)({
  font: '600 0.875rem/1.5 system-ui, sans-serif',
  padding: '8px 16px',
  borderRadius: 8,
  border: '1px solid #64748b',
  backgroundColor: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  // Style the pressed state from the same attribute screen readers use.
  '&[aria-pressed="true"]': { backgroundColor: '#334155', borderColor: '#334155', color: '#ffffff' },
  [`&.${buttonClasses.focusVisible}`]: { outline: '3px solid #94a3b8', outlineOffset: 2 },
});
