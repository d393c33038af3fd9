import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import { styled } from '@mui/system';

const releaseNotes = `Version 2.8
- Offline mode for saved articles
- Faster search on large libraries
- Fixed: dark mode flashed on startup
- Fixed: exported PDFs lost their links
- New keyboard shortcut: G then L opens the library`;

export default function MinMaxRows() {
  const id = React.useId();
  return (
    <Field>
      <label htmlFor={id}>Release notes (2 to 5 rows, then it scrolls)</label>
      <Textarea id={id} minRows={2} maxRows={5} defaultValue={releaseNotes} />
    </Field>
  );
}

const Field = styled('div')({
  display: 'grid', gap: 6, width: '100%', maxWidth: 420, font: '600 0.875rem/1.5 system-ui, sans-serif',
});

const Textarea = styled(TextareaAutosize)(({ theme }) => ({
  boxSizing: 'border-box', width: '100%', padding: '8px 12px', borderRadius: 8, resize: 'none',
  font: '0.875rem/1.5 ui-monospace, SFMono-Regular, Menlo, monospace',
  border: `1px solid ${theme.palette.mode === 'dark' ? '#475569' : '#94a3b8'}`,
  backgroundColor: theme.palette.mode === 'dark' ? '#0f172a' : '#ffffff',
  color: theme.palette.mode === 'dark' ? '#e2e8f0' : '#0f172a',
  '&:focus-visible': { outline: '3px solid #93c5fd', outlineOffset: 1, borderColor: '#2563eb' },
}));
