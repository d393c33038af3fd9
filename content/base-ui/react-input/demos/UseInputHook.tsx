import * as React from 'react';
import { useInput } from '@mui/base/useInput';
import { styled } from '@mui/system';

interface SearchFieldProps {
  label: string;
  placeholder?: string;
}

// The hook tracks focus, value and error state; the markup is entirely this component's.
function SearchField({ label, placeholder }: SearchFieldProps) {
  const [query, setQuery] = React.useState('');
  const { getRootProps, getInputProps, focused } = useInput({
    value: query,
    onChange: (event) => setQuery(event.target.value),
  });

  return (
    <Root {...getRootProps()} data-focused={focused}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden>
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" />
      </svg>
      <Field {...getInputProps()} type="search" aria-label={label} placeholder={placeholder} />
    </Root>
  );
}

export default function UseInputHook() {
  return <SearchField label="Search orders" placeholder="Order number or customer" />;
}

const Root = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  width: 300,
  maxWidth: '100%',
  padding: '0 14px',
  borderRadius: 999,
  backgroundColor: '#f1f5f9',
  color: '#334155',
  border: '2px solid transparent',
  ...theme.applyStyles('dark', { backgroundColor: '#334155', color: '#e2e8f0' }),
  '&[data-focused="true"]': { borderColor: '#0f766e' },
}));

const Field = styled('input')({
  flex: 1,
  minWidth: 0,
  padding: '8px 0',
  border: 0,
  '&:focus, &:focus-visible': { outline: 0 },
  background: 'transparent',
  color: 'inherit',
  font: '0.875rem system-ui, sans-serif',
});
