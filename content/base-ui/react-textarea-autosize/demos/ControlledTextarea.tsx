import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import { styled } from '@mui/system';

const limit = 280;

export default function ControlledTextarea() {
  const [value, setValue] = React.useState('Great talk on accessible forms today! ');
  const id = React.useId();
  const remaining = limit - value.length;

  return (
    <Field>
      <label htmlFor={id}>Your reply</label>
      <Textarea
        id={id}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        maxLength={limit}
        minRows={2}
        maxRows={8}
        aria-describedby={`${id}-count`}
      />
      <Footer>
        <span id={`${id}-count`}>{remaining} characters left</span>
        <button type="button" onClick={() => setValue('')} disabled={value === ''}>
          Clear
        </button>
      </Footer>
    </Field>
  );
}

const Field = styled('div')({
  display: 'grid', gap: 6, width: '100%', maxWidth: 420, font: '600 0.875rem/1.5 system-ui, sans-serif',
});

const Textarea = styled(TextareaAutosize)(({ theme }) => ({
  boxSizing: 'border-box', width: '100%', padding: '8px 12px', borderRadius: 8, resize: 'none',
  font: '0.875rem/1.5 system-ui, sans-serif',
  border: `1px solid ${theme.palette.mode === 'dark' ? '#475569' : '#94a3b8'}`,
  backgroundColor: theme.palette.mode === 'dark' ? '#0f172a' : '#ffffff',
  color: theme.palette.mode === 'dark' ? '#e2e8f0' : '#0f172a',
  '&:focus-visible': { outline: '3px solid #93c5fd', outlineOffset: 1, borderColor: '#2563eb' },
}));

const Footer = styled('div')({
  display: 'flex', justifyContent: 'space-between', alignItems: 'center', fontWeight: 400,
  '& button': { font: 'inherit', padding: '4px 12px', borderRadius: 6, cursor: 'pointer' },
  '& button:focus-visible': { outline: '3px solid #93c5fd', outlineOffset: 2 },
});
