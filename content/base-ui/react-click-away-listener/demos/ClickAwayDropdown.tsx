import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { styled } from '@mui/system';

const teams = ['Design', 'Platform', 'Growth', 'Support'];

export default function ClickAwayDropdown() {
  const [open, setOpen] = React.useState(false);
  const panelId = React.useId();

  return (
    <Area>
      <ClickAwayListener onClickAway={() => setOpen(false)}>
        {/* The listener watches this wrapper: the trigger and the panel are both "inside". */}
        <Wrapper>
          <Trigger aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen(!open)}>
            Filter by team
          </Trigger>
          {open ? (
            <Panel id={panelId}>
              {teams.map((team) => (
                <label key={team}>
                  <input type="checkbox" /> {team}
                </label>
              ))}
            </Panel>
          ) : null}
        </Wrapper>
      </ClickAwayListener>
    </Area>
  );
}

// Room for the open panel inside the demo.
const Area = styled('div')({ minHeight: 190 });

const Wrapper = styled('div')({ position: 'relative', display: 'inline-block' });

const Trigger = styled('button')({
  font: '600 0.875rem/1.5 system-ui, sans-serif', padding: '8px 16px', borderRadius: 8,
  border: '1px solid #1d4ed8', backgroundColor: '#2563eb', color: '#ffffff', cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #93c5fd', outlineOffset: 2 },
});

const Panel = styled('div')(({ theme }) => ({
  position: 'absolute', insetInlineStart: 0, top: 'calc(100% + 6px)', zIndex: 1,
  display: 'grid', gap: 8, minWidth: 180, padding: '12px 16px', borderRadius: 8,
  font: '0.875rem/1.5 system-ui, sans-serif',
  border: `1px solid ${theme.palette.mode === 'dark' ? '#334155' : '#cbd5e1'}`,
  backgroundColor: theme.palette.mode === 'dark' ? '#1e293b' : '#ffffff',
  color: theme.palette.mode === 'dark' ? '#e2e8f0' : '#0f172a',
  boxShadow: '0 6px 20px rgb(15 23 42 / 0.18)',
}));
