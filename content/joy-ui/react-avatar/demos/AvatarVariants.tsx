import Avatar from '@mui/joy/Avatar';
import Stack from '@mui/joy/Stack';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function AvatarVariants() {
  return (
    <Stack spacing={1.5}>
      {variants.map((variant) => (
        <Stack key={variant} direction="row" spacing={1.5} aria-label={`${variant} avatars`} role="group">
          {colors.map((color) => (
            <Avatar key={color} variant={variant} color={color} role="img" aria-label={`${variant} ${color}`}>
              {color.slice(0, 2).toUpperCase()}
            </Avatar>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
