import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import { styled } from '@mui/system';

export default function BasicTextarea() {
  const id = React.useId();
  return (
    <Field>
      <label htmlFor={id}>Delivery instructions</label>
      <Textarea id={id} minRows={3} placeholder="Leave the parcel with the concierge, not the mailroom." />
    </Field>
  );
}

const Field = styled('div')({
  display: 'grid', gap: 6, width: '100%', maxWidth: 420, font: '600 0.875rem/1.5 system-ui, sans-serif',
});

const Textarea = styled(TextareaAutosize)(({ theme }) => ({
  boxSizing: 'border-box', width: '100%', padding: '8px 12px', borderRadius: 8,
  font: '0.875rem/1.5 system-ui, sans-serif',
  // Height is set inline by the component: let it be the only thing that resizes it.
  resize: 'none',
  border: `1px solid ${theme.palette.mode === 'dark' ? '#475569' : '#94a3b8'}`,
  backgroundColor: theme.palette.mode === 'dark' ? '#0f172a' : '#ffffff',
  color: theme.palette.mode === 'dark' ? '#e2e8f0' : '#0f172a',
  '&::placeholder': { color: theme.palette.mode === 'dark' ? '#94a3b8' : '#64748b' },
  '&:hover': { borderColor: '#2563eb' },
  '&:focus-visible': { outline: '3px solid #93c5fd', outlineOffset: 1, borderColor: '#2563eb' },
}));
