import * as React from 'react';
import { Switch, switchClasses, type SwitchOwnerState } from '@mui/base/Switch';
import { styled } from '@mui/system';

// A slot component receives the component's ownerState besides its usual props. It must not pass
// ownerState on to the DOM, and it forwards the ref Base UI gives it.
const Thumb = React.forwardRef<HTMLSpanElement, { ownerState: SwitchOwnerState; className?: string }>(function Thumb({ ownerState, className }, ref) {
  return (
    <ThumbRoot ref={ref} className={className}>
      {ownerState.checked ? (
        <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden>
          <path d="M3 8.5 6.5 12 13 4.5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      ) : null}
    </ThumbRoot>
  );
});

export default function OwnerStateThumb() {
  return (
    <label style={{ display: 'inline-flex', alignItems: 'center', gap: 12, font: '0.875rem system-ui, sans-serif' }}>
      <StyledSwitch defaultChecked slots={{ thumb: Thumb }} />
      Automatic backups
    </label>
  );
}

const ThumbRoot = styled('span')({
  position: 'absolute', top: 3, left: 3, display: 'grid', placeItems: 'center',
  width: 20, height: 20, borderRadius: '50%', background: '#ffffff', color: '#15803d', transition: 'left 150ms',
});

const StyledSwitch = styled(Switch)(({ theme }) => ({
  position: 'relative', display: 'inline-block', width: 46, height: 26, borderRadius: 13,
  background: theme.palette.mode === 'dark' ? '#475569' : '#94a3b8',
  [`&.${switchClasses.checked}`]: { background: '#16a34a' },
  [`&.${switchClasses.checked} .${switchClasses.thumb}`]: { left: 23 },
  [`&.${switchClasses.focusVisible}`]: { outline: '3px solid #86efac', outlineOffset: 2 },
  [`& .${switchClasses.input}`]: { position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'pointer' },
}));
