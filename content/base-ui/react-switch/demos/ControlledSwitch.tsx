import * as React from 'react';
import { Switch, switchClasses } from '@mui/base/Switch';
import { styled } from '@mui/system';

export default function ControlledSwitch() {
  const [autoRenew, setAutoRenew] = React.useState(true);

  return (
    <Column>
      <Label>
        <StyledSwitch checked={autoRenew} onChange={(event) => setAutoRenew(event.target.checked)} />
        Renew my subscription automatically
      </Label>
      <Note>
        {autoRenew ? 'Your plan renews on March 1, 2025.' : 'Your plan ends on February 28, 2025.'}
      </Note>
    </Column>
  );
}

const Column = styled('div')({ display: 'flex', flexDirection: 'column', gap: 8, font: '0.875rem system-ui, sans-serif' });
const Label = styled('label')({ display: 'flex', alignItems: 'center', gap: 12 });
const Note = styled('p')({ margin: 0, opacity: 0.75 });

const StyledSwitch = styled(Switch)(({ theme }) => ({
  position: 'relative',
  display: 'inline-block',
  flexShrink: 0,
  width: 40,
  height: 24,
  cursor: 'pointer',
  [`& .${switchClasses.track}`]: {
    position: 'absolute',
    inset: 0,
    borderRadius: 12,
    backgroundColor: '#cbd5e1',
    transition: 'background-color 150ms',
    ...theme.applyStyles('dark', { backgroundColor: '#475569' }),
  },
  [`& .${switchClasses.thumb}`]: {
    position: 'absolute',
    top: 3,
    left: 3,
    width: 18,
    height: 18,
    borderRadius: '50%',
    backgroundColor: '#ffffff',
    boxShadow: '0 1px 2px rgba(15, 23, 42, 0.3)',
    transition: 'left 150ms',
  },
  // The native checkbox covers the whole switch, invisible, so it receives clicks and focus.
  [`& .${switchClasses.input}`]: {
    position: 'absolute',
    inset: 0,
    zIndex: 1,
    width: '100%',
    height: '100%',
    margin: 0,
    opacity: 0,
    cursor: 'inherit',
  },
  [`&.${switchClasses.checked} .${switchClasses.track}`]: { backgroundColor: '#2563eb' },
  [`&.${switchClasses.checked} .${switchClasses.thumb}`]: { left: 19 },
  [`&.${switchClasses.focusVisible} .${switchClasses.track}`]: { outline: '3px solid #93c5fd', outlineOffset: 2 },
  [`&.${switchClasses.disabled}`]: { opacity: 0.45, cursor: 'not-allowed' },
}));
