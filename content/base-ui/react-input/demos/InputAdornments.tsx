import * as React from 'react';
import { Input, inputClasses } from '@mui/base/Input';
import { styled } from '@mui/system';

export default function InputAdornments() {
  const [showPassword, setShowPassword] = React.useState(false);
  return (
    <Stack>
      {/* Props the Input does not know go to the root; `slotProps.input` reaches the <input>. */}
      <StyledInput
        aria-label="Price in US dollars"
        placeholder="0.00"
        startAdornment={<Adornment>$</Adornment>}
        endAdornment={<Adornment>USD</Adornment>}
        slotProps={{ input: { inputMode: 'decimal' } }}
      />
      <StyledInput
        aria-label="Parcel weight"
        placeholder="2.5"
        endAdornment={<Adornment>kg</Adornment>}
        slotProps={{ input: { inputMode: 'decimal' } }}
      />
      <StyledInput
        aria-label="Password"
        type={showPassword ? 'text' : 'password'}
        defaultValue="correct horse"
        endAdornment={
          <IconButton
            type="button"
            aria-label={showPassword ? 'Hide password' : 'Show password'}
            aria-pressed={showPassword}
            onClick={() => setShowPassword((show) => !show)}
          >
            {showPassword ? 'Hide' : 'Show'}
          </IconButton>
        }
      />
    </Stack>
  );
}

const Stack = styled('div')({ display: 'flex', flexDirection: 'column', gap: 12 });

const Adornment = styled('span')({ opacity: 0.7, userSelect: 'none' });

const IconButton = styled('button')(({ theme }) => ({
  font: '600 0.75rem system-ui, sans-serif',
  padding: '2px 8px',
  borderRadius: 6,
  border: 0,
  backgroundColor: 'transparent',
  color: '#2563eb',
  cursor: 'pointer',
  '&:focus-visible': { outline: '2px solid #2563eb' },
  ...theme.applyStyles('dark', { color: '#93c5fd' }),
}));

const StyledInput = styled(Input)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  width: 280,
  maxWidth: '100%',
  boxSizing: 'border-box',
  padding: '0 12px',
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: '#ffffff',
  color: '#1e293b',
  font: '0.875rem/1.5 system-ui, sans-serif',
  ...theme.applyStyles('dark', { backgroundColor: '#1e293b', borderColor: '#475569', color: '#e2e8f0' }),
  '&:hover': { borderColor: '#94a3b8' },
  // The root receives `base--focused` while its input has focus: the ring goes around the whole field.
  [`&.${inputClasses.focused}`]: { borderColor: '#2563eb', boxShadow: '0 0 0 3px rgba(37, 99, 235, 0.3)' },
  [`&.${inputClasses.error}`]: { borderColor: '#dc2626' },
  [`&.${inputClasses.error}.${inputClasses.focused}`]: { boxShadow: '0 0 0 3px rgba(220, 38, 38, 0.3)' },
  [`&.${inputClasses.disabled}`]: { opacity: 0.55 },
  [`& .${inputClasses.input}`]: {
    flex: 1,
    minWidth: 0,
    padding: '8px 0',
    border: 0,
    outline: 0,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    resize: 'vertical',
  },
}));
