import Badge from '@mui/joy/Badge';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import MailRounded from '@mui/icons-material/MailRounded';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function BadgeVariants() {
  return (
    <Stack spacing={2.5}>
      {variants.map((variant) => (
        <Stack key={variant} direction="row" spacing={3.5} sx={{ alignItems: 'center' }}>
          <Typography level="body-xs" sx={{ width: 60 }}>
            {variant}
          </Typography>
          {colors.map((color) => (
            <Badge key={color} variant={variant} color={color} badgeContent={7}>
              <MailRounded sx={{ fontSize: 'xl2' }} />
            </Badge>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
