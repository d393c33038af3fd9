import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function TypographyColors() {
  return (
    <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Stack spacing={0.5}>
        <Typography level="body-xs">color</Typography>
        {(['primary', 'neutral', 'danger', 'success', 'warning'] as const).map((color) => (
          <Typography key={color} color={color} level="title-sm">
            {color}
          </Typography>
        ))}
      </Stack>
      <Stack spacing={0.5}>
        <Typography level="body-xs">textColor</Typography>
        <Typography textColor="text.primary">text.primary</Typography>
        <Typography textColor="text.secondary">text.secondary</Typography>
        <Typography textColor="text.tertiary">text.tertiary</Typography>
        <Typography textColor="primary.400">primary.400</Typography>
        <Typography textColor="success.plainColor">success.plainColor</Typography>
      </Stack>
    </Stack>
  );
}
