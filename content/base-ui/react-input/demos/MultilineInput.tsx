import { Input, inputClasses } from '@mui/base/Input';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import { styled } from '@mui/system';

export default function MultilineInput() {
  return (
    <Stack>
      {/* `multiline` renders a <textarea>; `rows` fixes its height. */}
      <StyledInput multiline rows={3} aria-label="Delivery instructions" placeholder="Leave the parcel with the concierge…" />
      {/* With a TextareaAutosize as the `textarea` slot, the field grows between minRows and maxRows. */}
      <StyledInput
        multiline
        minRows={2}
        maxRows={6}
        aria-label="Review"
        placeholder="What did you think of the book? This field grows as you type."
        slots={{ textarea: GrowingTextarea }}
      />
    </Stack>
  );
}

const Stack = styled('div')({ display: 'flex', flexDirection: 'column', gap: 12 });

// styled() keeps Base UI's `ownerState` prop from reaching the DOM.
const GrowingTextarea = styled(TextareaAutosize)({ resize: 'none' });

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
    resize: 'none',
  },
}));
