import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';
import { styled } from '@mui/system';

export default function BasicFocusTrap() {
  const [open, setOpen] = React.useState(false);

  return (
    <Stack>
      <Button type="button" onClick={() => setOpen(true)} disabled={open}>
        Add a comment
      </Button>
      {open && (
        // While open, Tab cycles inside the box; when it unmounts, focus returns to the button.
        <FocusTrap open>
          <Box tabIndex={-1} aria-label="New comment" role="group">
            <label>
              Comment
              <textarea rows={2} defaultValue="Looks good to me." />
            </label>
            <Row>
              <Button type="button" onClick={() => setOpen(false)}>
                Post
              </Button>
              <Button type="button" onClick={() => setOpen(false)}>
                Cancel
              </Button>
            </Row>
          </Box>
        </FocusTrap>
      )}
    </Stack>
  );
}

const Stack = styled('div')({ display: 'grid', gap: 12, justifyItems: 'start' });
const Row = styled('div')({ display: 'flex', gap: 8 });

const Box = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: 12,
  width: 'min(360px, 100%)',
  padding: 16,
  borderRadius: 12,
  font: '0.875rem/1.5 system-ui, sans-serif',
  border: `2px solid ${theme.palette.mode === 'dark' ? '#a78bfa' : '#7c3aed'}`,
  '& label': { display: 'grid', gap: 4, fontWeight: 600 },
  '& textarea': { font: 'inherit', fontWeight: 400, padding: 8, borderRadius: 6, color: 'inherit', background: 'transparent', border: '1px solid #94a3b8' },
  '& textarea:focus-visible': { outline: '3px solid #a78bfa', outlineOffset: 0 },
  '&:focus-visible': { outline: '3px solid #a78bfa', outlineOffset: 2 },
}));

const Button = styled('button')({
  font: '600 0.875rem/1.5 system-ui, sans-serif',
  padding: '6px 14px',
  borderRadius: 8,
  border: 'none',
  backgroundColor: '#7c3aed',
  color: '#ffffff',
  cursor: 'pointer',
  '&:disabled': { opacity: 0.5, cursor: 'default' },
  '&:focus-visible': { outline: '3px solid #c4b5fd', outlineOffset: 2 },
});
