import * as React from 'react';
import { Portal } from '@mui/base/Portal';
import { styled } from '@mui/system';

export default function PortalContainer() {
  // Kept in state (a callback ref), so the Portal renders again once the element exists.
  const [container, setContainer] = React.useState<HTMLDivElement | null>(null);
  const [disablePortal, setDisablePortal] = React.useState(false);

  return (
    <Layout>
      <label>
        <input type="checkbox" checked={disablePortal} onChange={(event) => setDisablePortal(event.target.checked)} />
        disablePortal
      </label>
      <Columns>
        <Box>
          <BoxTitle>Written here</BoxTitle>
          <Portal container={container} disablePortal={disablePortal}>
            <Note>Invoice #2041 is due on May 3.</Note>
          </Portal>
        </Box>
        <Box ref={setContainer}>
          <BoxTitle>Container</BoxTitle>
        </Box>
      </Columns>
    </Layout>
  );
}

const Layout = styled('div')({
  display: 'grid', gap: 12, font: '0.875rem/1.5 system-ui, sans-serif',
  '& input:focus-visible': { outline: '2px solid #60a5fa', outlineOffset: 2 },
});

const Columns = styled('div')({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: 12 });

const Box = styled('div')(({ theme }) => ({
  minHeight: 110, padding: 12, borderRadius: 8,
  border: `2px dashed ${theme.palette.mode === 'dark' ? '#475569' : '#94a3b8'}`,
}));

// A label for each box, not a heading: the boxes are not sections of the page.
const BoxTitle = styled('p')({ margin: '0 0 8px', font: '600 0.75rem/1.5 system-ui, sans-serif', textTransform: 'uppercase', letterSpacing: 1 });

const Note = styled('p')(({ theme }) => ({
  margin: 0, padding: '8px 12px', borderRadius: 6,
  backgroundColor: theme.palette.mode === 'dark' ? '#422006' : '#fef3c7',
  color: theme.palette.mode === 'dark' ? '#fde68a' : '#78350f',
}));
