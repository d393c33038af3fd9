import * as React from 'react';
import { Switch, switchClasses } from '@mui/base/Switch';
import { useSwitch } from '@mui/base/useSwitch';
import { styled } from '@mui/system';

// The hook returns state and a prop getter; the markup below is entirely ours.
function HookSwitch() {
  const { getInputProps, checked, focusVisible } = useSwitch({ defaultChecked: true });
  return (
    <Track data-checked={checked} data-focus-visible={focusVisible}>
      <Thumb data-checked={checked} />
      <HiddenInput {...getInputProps()} />
    </Track>
  );
}

export default function ComponentVsHook() {
  return (
    <Row>
      <label>
        <StyledSwitch defaultChecked /> Component: weekly digest
      </label>
      <label>
        <HookSwitch /> Hook: product updates
      </label>
    </Row>
  );
}

const Row = styled('div')({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 24 });

const on = '#2563eb';
const off = '#94a3b8';
const box = { position: 'relative', display: 'inline-block', verticalAlign: 'middle', width: 40, height: 24, borderRadius: 12 } as const;
const dot = { position: 'absolute', top: 4, left: 4, width: 16, height: 16, borderRadius: '50%', background: '#fff', transition: 'left 120ms' } as const;
const input = { position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'pointer' } as const;
const ring = { outline: '3px solid #93c5fd', outlineOffset: 2 };

// The component: style the class names it renders.
const StyledSwitch = styled(Switch)({
  ...box,
  background: off,
  [`& .${switchClasses.thumb}`]: dot,
  [`& .${switchClasses.input}`]: input,
  [`&.${switchClasses.checked}`]: { background: on },
  [`&.${switchClasses.checked} .${switchClasses.thumb}`]: { left: 20 },
  [`&.${switchClasses.focusVisible}`]: ring,
});

// The hook: style our own elements from the state it returns.
const Track = styled('span')({
  ...box,
  background: off,
  '&[data-checked="true"]': { background: on },
  '&[data-focus-visible="true"]': ring,
});
const Thumb = styled('span')({ ...dot, '&[data-checked="true"]': { left: 20 } });
const HiddenInput = styled('input')(input);
