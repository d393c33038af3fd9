import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';

export default function ScopedTokens() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ justifyContent: 'center', alignItems: 'center' }}>
      <Stack direction="row" spacing={1}>
        <Chip variant="soft" color="primary">Default</Chip>
        <Button>Upgrade</Button>
      </Stack>
      {/* Redefine the tokens the components read, for this box only. */}
      <Box
        sx={(theme) => ({
          display: 'flex',
          gap: 1,
          '--joy-palette-primary-solidBg': '#7c3aed',
          '--joy-palette-primary-solidHoverBg': '#6d28d9',
          '--joy-palette-primary-softBg': '#ede9fe',
          '--joy-palette-primary-softColor': '#5b21b6',
          ...theme.applyStyles('dark', {
            '--joy-palette-primary-softBg': '#3b0764',
            '--joy-palette-primary-softColor': '#e9d5ff',
          }),
        })}
      >
        <Chip variant="soft" color="primary">Campaign</Chip>
        <Button>Upgrade</Button>
      </Box>
    </Stack>
  );
}
