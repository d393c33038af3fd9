import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

// One style object for three states. Each state class is joined to the element
// it belongs to (`.MuiOutlinedInput-root.Mui-focused`), never used on its own.
const fieldStyles = {
  '& .MuiOutlinedInput-root': {
    borderRadius: 2,
    '&:hover .MuiOutlinedInput-notchedOutline': { borderColor: 'secondary.main' },
    '&.Mui-focused .MuiOutlinedInput-notchedOutline': {
      borderColor: 'secondary.main',
      borderWidth: 3,
    },
    '&.Mui-error .MuiOutlinedInput-notchedOutline': { borderStyle: 'dashed' },
    '&.Mui-disabled': { bgcolor: 'action.hover' },
  },
  '& .MuiInputLabel-root.Mui-focused': { color: 'secondary.main' },
};

export default function StateClasses() {
  return (
    <Stack spacing={2} sx={{ width: 300 }}>
      <TextField label="Full name" defaultValue="Amara Okafor" sx={fieldStyles} />
      <TextField
        label="Postal code"
        defaultValue="12"
        error
        helperText="Enter a five-digit postal code"
        sx={fieldStyles}
      />
      <TextField label="Country" defaultValue="United States" disabled sx={fieldStyles} />
    </Stack>
  );
}
