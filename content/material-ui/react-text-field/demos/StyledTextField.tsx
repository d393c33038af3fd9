import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { styled } from '@mui/material/styles';

// A rounder outlined field whose border and label turn teal on hover and focus.
const RoundedTextField = styled(TextField)(({ theme }) => {
  const accent = theme.palette.mode === 'dark' ? '#4db6ac' : '#00796b';
  return {
    '& .MuiOutlinedInput-root': {
      borderRadius: 12,
      '&:hover .MuiOutlinedInput-notchedOutline': { borderColor: accent },
      '&.Mui-focused .MuiOutlinedInput-notchedOutline': { borderColor: accent, borderWidth: 2 },
    },
    '& .MuiInputLabel-root.Mui-focused': { color: accent },
  };
});

export default function StyledTextField() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <RoundedTextField id="styled-first-name" label="First name" defaultValue="Grace" />
      {/* For a one-off change, `sx` takes the same selectors. */}
      <TextField
        id="sx-last-name"
        label="Last name"
        defaultValue="Hopper"
        sx={{ '& .MuiOutlinedInput-root': { borderRadius: 0, bgcolor: 'action.hover' } }}
      />
    </Stack>
  );
}
