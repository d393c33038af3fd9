import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function InputFocusStyles() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 320 }}>
      {/* Input draws its focus ring from CSS variables: change them with `sx`. */}
      <Input
        placeholder="Thicker focus ring"
        aria-label="Thicker focus ring"
        sx={{ '--Input-focusedThickness': '3px', '--Input-radius': '20px' }}
      />
      <Input
        placeholder="Success focus ring"
        aria-label="Success focus ring"
        sx={{ '--Input-focusedHighlight': 'var(--joy-palette-success-500)' }}
      />
      {/* A bottom line instead of a ring: hide the ring and color the border on focus. */}
      <Input
        variant="soft"
        placeholder="Underline on focus"
        aria-label="Underline on focus"
        sx={{
          '--Input-focusedThickness': '0px',
          borderRadius: 0,
          borderBottom: '2px solid',
          borderColor: 'neutral.outlinedBorder',
          '&:focus-within': { borderColor: 'primary.500' },
        }}
      />
    </Stack>
  );
}
