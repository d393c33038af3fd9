import * as React from 'react';
import { Switch, switchClasses, type SwitchThumbSlotProps } from '@mui/base/Switch';
import { styled } from '@mui/system';

// A custom thumb reads the state from `ownerState` and draws a sun or a moon.
const IconThumb = React.forwardRef(function IconThumb(
  props: SwitchThumbSlotProps,
  ref: React.ForwardedRef<HTMLSpanElement>,
) {
  const { ownerState, className } = props;
  return (
    <Thumb className={className} ref={ref}>
      <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden>
        {ownerState.checked ? (
          <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" fill="currentColor" />
        ) : (
          <circle cx="12" cy="12" r="5" fill="currentColor" />
        )}
      </svg>
    </Thumb>
  );
});

export default function CustomThumbSwitch() {
  return (
    <Label>
      {/* `track: null` renders no track element: the root draws the background itself. */}
      <ThemeSwitch slots={{ thumb: IconThumb, track: null }} />
      Night mode
    </Label>
  );
}

const Label = styled('label')({ display: 'flex', alignItems: 'center', gap: 12, font: '0.875rem system-ui, sans-serif' });

const Thumb = styled('span')({
  position: 'absolute',
  top: 3,
  left: 3,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 22,
  height: 22,
  borderRadius: '50%',
  backgroundColor: '#ffffff',
  color: '#f59e0b',
  transition: 'left 150ms, color 150ms',
});

const ThemeSwitch = styled(Switch)({
  position: 'relative',
  display: 'inline-block',
  width: 52,
  height: 28,
  borderRadius: 14,
  backgroundColor: '#7dd3fc',
  transition: 'background-color 150ms',
  cursor: 'pointer',
  [`&.${switchClasses.checked}`]: { backgroundColor: '#312e81' },
  [`&.${switchClasses.checked} .${switchClasses.thumb}`]: { left: 27, color: '#4338ca' },
  [`&.${switchClasses.focusVisible}`]: { outline: '3px solid #a5b4fc', outlineOffset: 2 },
  [`& .${switchClasses.input}`]: { position: 'absolute', inset: 0, zIndex: 1, width: '100%', height: '100%', margin: 0, opacity: 0, cursor: 'inherit' },
});
