import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { styled } from '@mui/system';

export default function ClickAwayPortal() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const [disableReactTree, setDisableReactTree] = React.useState(false);

  return (
    <Layout>
      <label>
        <input type="checkbox" checked={disableReactTree} onChange={(event) => setDisableReactTree(event.target.checked)} />
        disableReactTree
      </label>
      <ClickAwayListener disableReactTree={disableReactTree} onClickAway={() => setOpen(false)}>
        <div>
          <Trigger ref={setAnchor} aria-expanded={open} onClick={() => setOpen(!open)}>
            Choose a color
          </Trigger>
          {/* Popup is rendered in document.body, outside the wrapper's DOM. */}
          <Popup anchor={anchor} open={open} placement="bottom-start" offset={6} style={{ zIndex: 10 }}>
            <Panel>
              {['Teal', 'Amber', 'Violet'].map((color) => (
                <label key={color}>
                  <input type="radio" name="label-color" /> {color}
                </label>
              ))}
            </Panel>
          </Popup>
        </div>
      </ClickAwayListener>
    </Layout>
  );
}

const Layout = styled('div')({
  display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16, font: '0.875rem/1.5 system-ui, sans-serif',
  '& input:focus-visible': { outline: '2px solid #60a5fa', outlineOffset: 2 },
});

const Trigger = styled('button')({
  font: '600 0.875rem/1.5 system-ui, sans-serif', padding: '8px 16px', borderRadius: 8,
  border: '1px solid #1d4ed8', backgroundColor: '#2563eb', color: '#ffffff', cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #93c5fd', outlineOffset: 2 },
});

const Panel = styled('div')(({ theme }) => ({
  display: 'grid', gap: 6, padding: '10px 14px', borderRadius: 8, font: '0.875rem/1.5 system-ui, sans-serif',
  border: `1px solid ${theme.palette.mode === 'dark' ? '#334155' : '#cbd5e1'}`,
  backgroundColor: theme.palette.mode === 'dark' ? '#1e293b' : '#ffffff',
  color: theme.palette.mode === 'dark' ? '#e2e8f0' : '#0f172a',
  '& input:focus-visible': { outline: '2px solid #60a5fa', outlineOffset: 2 },
}));
