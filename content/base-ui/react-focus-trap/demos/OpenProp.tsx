import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';
import { styled } from '@mui/system';

export default function OpenProp() {
  const [trapped, setTrapped] = React.useState(false);
  const [enforce, setEnforce] = React.useState(true);

  return (
    <div>
      <Options>
        <label>
          <input type="checkbox" checked={!enforce} onChange={(event) => setEnforce(!event.target.checked)} />
          disableEnforceFocus
        </label>
      </Options>
      {/* The trap stays mounted; only `open` switches it on and off. */}
      <FocusTrap open={trapped} disableEnforceFocus={!enforce}>
        <Box tabIndex={-1} data-trapped={trapped}>
          <Button type="button" onClick={() => setTrapped(!trapped)}>
            {trapped ? 'Release focus' : 'Trap focus here'}
          </Button>
          <Button type="button">Save draft</Button>
          <span>{trapped ? 'Trapped: Tab wraps around inside this box.' : 'Not trapped.'}</span>
        </Box>
      </FocusTrap>
      <Button type="button">Outside the trap</Button>
    </div>
  );
}

const Options = styled('div')({ marginBottom: 12, font: '0.875rem system-ui, sans-serif' });

const Box = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 8,
  marginBottom: 12,
  padding: 12,
  borderRadius: 10,
  font: '0.875rem/1.5 system-ui, sans-serif',
  border: `2px dashed ${theme.palette.mode === 'dark' ? '#64748b' : '#94a3b8'}`,
  '&[data-trapped="true"]': { borderStyle: 'solid', borderColor: '#0ea5e9' },
  '&:focus-visible': { outline: '3px solid #7dd3fc', outlineOffset: 2 },
}));

const Button = styled('button')(({ theme }) => ({
  font: '600 0.875rem/1.5 system-ui, sans-serif',
  padding: '6px 14px',
  borderRadius: 8,
  border: `1px solid ${theme.palette.mode === 'dark' ? '#475569' : '#cbd5e1'}`,
  backgroundColor: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #7dd3fc', outlineOffset: 2 },
}));
