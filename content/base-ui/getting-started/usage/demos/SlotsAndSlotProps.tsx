import * as React from 'react';
import { Switch, switchClasses, type SwitchOwnerState } from '@mui/base/Switch';
import { styled } from '@mui/system';

// A replacement for the thumb slot. Custom slot components receive the owner state,
// so this one can draw a sun or a moon depending on `checked`.
const IconThumb = React.forwardRef<HTMLSpanElement, { ownerState: SwitchOwnerState; className?: string }>(
  function IconThumb({ ownerState, className }, ref) {
    return (
      <span ref={ref} className={className} aria-hidden="true">
        {ownerState.checked ? '☾' : '☀'}
      </span>
    );
  },
);

export default function SlotsAndSlotProps() {
  return (
    <ThemeSwitch
      slots={{ thumb: IconThumb }}
      // The switch has no visible text, so the input slot gets an accessible name.
      slotProps={{ input: { 'aria-label': 'Dark theme' } }}
    />
  );
}

const ThemeSwitch = styled(Switch)({
  position: 'relative',
  display: 'inline-block',
  width: 56,
  height: 30,
  borderRadius: 15,
  background: '#f59e0b',
  [`& .${switchClasses.thumb}`]: {
    position: 'absolute',
    top: 3,
    left: 3,
    width: 24,
    height: 24,
    borderRadius: '50%',
    display: 'grid',
    placeItems: 'center',
    font: '16px/1 system-ui, sans-serif',
    background: '#ffffff',
    color: '#92400e',
    transition: 'left 150ms',
  },
  [`& .${switchClasses.input}`]: { position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'pointer' },
  [`&.${switchClasses.checked}`]: { background: '#1e293b' },
  [`&.${switchClasses.checked} .${switchClasses.thumb}`]: { left: 29, color: '#1e293b' },
  [`&.${switchClasses.focusVisible}`]: { outline: '3px solid #fcd34d', outlineOffset: 2 },
});
