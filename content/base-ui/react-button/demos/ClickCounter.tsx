import * as React from 'react';
import { Button, buttonClasses } from '@mui/base/Button';
import { styled } from '@mui/system';

export default function ClickCounter() {
  const [count, setCount] = React.useState(0);

  const handleClick = (event: React.MouseEvent<HTMLButtonElement>) => {
    // Holding Shift while clicking counts backwards, down to zero.
    const step = event.shiftKey ? -1 : 1;
    setCount((previous) => Math.max(0, previous + step));
  };

  return (
    <StyledButton onClick={handleClick}>
      {`Clicked ${count} ${count === 1 ? 'time' : 'times'}`}
    </StyledButton>
  );
}

const StyledButton = styled(Button)({
  font: '600 0.875rem/1.5 system-ui, sans-serif',
  padding: '8px 16px',
  borderRadius: 8,
  border: 'none',
  backgroundColor: '#7c3aed',
  color: '#ffffff',
  cursor: 'pointer',
  fontVariantNumeric: 'tabular-nums',
  '&:hover': { backgroundColor: '#6d28d9' },
  [`&.${buttonClasses.active}`]: { backgroundColor: '#5b21b6' },
  [`&.${buttonClasses.focusVisible}`]: { outline: '3px solid #c4b5fd', outlineOffset: 2 },
});
