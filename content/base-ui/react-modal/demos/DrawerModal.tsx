import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import { styled } from '@mui/system';

const filters = ['In stock only', 'Free shipping', 'On sale', 'Rated 4 stars and up'];

export default function DrawerModal() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();

  return (
    <div>
      <Button type="button" onClick={() => setOpen(true)}>
        Filters
      </Button>
      {/* Same Modal, different CSS: the content is pinned to the inline end of the screen. */}
      <StyledModal open={open} onClose={() => setOpen(false)} slots={{ backdrop: Backdrop }}>
        <Panel role="dialog" aria-modal="true" aria-labelledby={titleId}>
          <h2 id={titleId}>Filters</h2>
          {filters.map((filter) => (
            <label key={filter}>
              <input type="checkbox" /> {filter}
            </label>
          ))}
          <Button type="button" onClick={() => setOpen(false)}>
            Show 128 results
          </Button>
        </Panel>
      </StyledModal>
    </div>
  );
}

const Backdrop = React.forwardRef<HTMLDivElement, { open?: boolean; className?: string }>(
  function Backdrop(props, ref) {
    const { open, ...other } = props;
    return <BackdropRoot ref={ref} {...other} />;
  },
);

const BackdropRoot = styled('div')({ position: 'fixed', inset: 0, zIndex: -1, backgroundColor: 'rgba(15, 23, 42, 0.45)' });

const StyledModal = styled(Modal)({ position: 'fixed', inset: 0, zIndex: 1300, display: 'flex', justifyContent: 'flex-end' });

const Panel = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 12,
  width: 'min(300px, 85vw)',
  height: '100%',
  boxSizing: 'border-box',
  padding: 24,
  font: '0.875rem/1.5 system-ui, sans-serif',
  backgroundColor: theme.palette.mode === 'dark' ? '#1e293b' : '#ffffff',
  color: theme.palette.mode === 'dark' ? '#f1f5f9' : '#0f172a',
  '& h2': { margin: 0, fontSize: '1.125rem' },
  '& button': { marginTop: 'auto' },
  '&:focus-visible': { outline: '3px solid #60a5fa', outlineOffset: -3 },
}));

const Button = styled('button')({
  font: '600 0.875rem/1.5 system-ui, sans-serif',
  padding: '8px 16px',
  borderRadius: 8,
  border: 'none',
  backgroundColor: '#2563eb',
  color: '#ffffff',
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #93c5fd', outlineOffset: 2 },
});
