import * as React from 'react';
import { Popper } from '@mui/base/Popper';
import { styled } from '@mui/system';

export default function BasicPopper() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const open = anchorEl !== null;

  const handleClick = (event: React.MouseEvent<HTMLButtonElement>) => {
    setAnchorEl(anchorEl ? null : event.currentTarget);
  };

  return (
    <div>
      <Trigger aria-describedby={open ? 'storage-details' : undefined} aria-expanded={open} onClick={handleClick}>
        Storage: 82% used
      </Trigger>
      <Popper id="storage-details" open={open} anchorEl={anchorEl} style={{ zIndex: 10 }}>
        <Card>Photos 41 GB, documents 12 GB, backups 29 GB of your 100 GB plan.</Card>
      </Popper>
    </div>
  );
}

const Trigger = styled('button')({
  font: '600 0.875rem/1.5 system-ui, sans-serif', padding: '8px 16px', borderRadius: 8,
  border: '1px solid #1d4ed8', backgroundColor: '#2563eb', color: '#ffffff', cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #93c5fd', outlineOffset: 2 },
});

const Card = styled('div')(({ theme }) => ({
  maxWidth: 260, margin: 6, padding: '10px 14px', borderRadius: 8,
  font: '0.875rem/1.5 system-ui, sans-serif',
  border: `1px solid ${theme.palette.mode === 'dark' ? '#334155' : '#cbd5e1'}`,
  backgroundColor: theme.palette.mode === 'dark' ? '#1e293b' : '#ffffff',
  color: theme.palette.mode === 'dark' ? '#e2e8f0' : '#0f172a',
  boxShadow: '0 6px 20px rgb(15 23 42 / 0.18)',
}));
