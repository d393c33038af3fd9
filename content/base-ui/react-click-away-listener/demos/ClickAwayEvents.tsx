import * as React from 'react';
import { ClickAwayListener, type ClickAwayListenerProps } from '@mui/base/ClickAwayListener';
import { styled } from '@mui/system';

type MouseEventName = Exclude<ClickAwayListenerProps['mouseEvent'], undefined>;
const options: { label: string; value: MouseEventName }[] = [
  { label: 'onClick (default)', value: 'onClick' },
  { label: 'onPointerDown', value: 'onPointerDown' },
  { label: 'onMouseUp', value: 'onMouseUp' },
  { label: 'false (off)', value: false },
];

export default function ClickAwayEvents() {
  const [mouseEvent, setMouseEvent] = React.useState<MouseEventName>('onClick');
  const [count, setCount] = React.useState(0);

  return (
    <Layout>
      <fieldset>
        <legend>mouseEvent</legend>
        {options.map((option) => (
          <label key={String(option.value)}>
            <input type="radio" name="mouse-event" checked={mouseEvent === option.value} onChange={() => setMouseEvent(option.value)} />
            {option.label}
          </label>
        ))}
      </fieldset>
      <ClickAwayListener mouseEvent={mouseEvent} onClickAway={() => setCount((previous) => previous + 1)}>
        <Target role="status">
          Outside clicks counted: <strong>{count}</strong>
          <br />
          Press inside this box, drag outside, then release.
        </Target>
      </ClickAwayListener>
    </Layout>
  );
}

const Layout = styled('div')({
  display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start', font: '0.875rem/1.6 system-ui, sans-serif',
  '& fieldset': { display: 'grid', gap: 4, margin: 0, border: '1px solid #94a3b8', borderRadius: 8 },
  '& input:focus-visible': { outline: '2px solid #60a5fa', outlineOffset: 2 },
});

const Target = styled('div')(({ theme }) => ({
  maxWidth: 260, padding: 16, borderRadius: 8,
  border: `2px dashed ${theme.palette.mode === 'dark' ? '#60a5fa' : '#2563eb'}`,
  backgroundColor: theme.palette.mode === 'dark' ? '#172554' : '#eff6ff',
}));
