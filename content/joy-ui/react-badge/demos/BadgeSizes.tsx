import Badge from '@mui/joy/Badge';
import Stack from '@mui/joy/Stack';
import ShoppingCartRounded from '@mui/icons-material/ShoppingCartRounded';

const sizes = ['sm', 'md', 'lg'] as const;

export default function BadgeSizes() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={4} sx={{ alignItems: 'center' }}>
        {sizes.map((size) => (
          <Badge key={size} size={size} badgeContent={12}>
            <ShoppingCartRounded sx={{ fontSize: 'xl2' }} />
          </Badge>
        ))}
      </Stack>
      {/* Without badgeContent, the badge is a dot. */}
      <Stack direction="row" spacing={4} sx={{ alignItems: 'center' }}>
        {sizes.map((size) => (
          <Badge key={size} size={size} color="danger">
            <ShoppingCartRounded sx={{ fontSize: 'xl2' }} />
          </Badge>
        ))}
      </Stack>
    </Stack>
  );
}
