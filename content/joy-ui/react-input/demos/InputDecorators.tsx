import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import MailOutlined from '@mui/icons-material/MailOutlined';
import SearchRounded from '@mui/icons-material/SearchRounded';

export default function InputDecorators() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
      <Input startDecorator={<SearchRounded />} placeholder="Search orders" aria-label="Search orders" />
      <Input
        startDecorator={<Typography level="body-sm">$</Typography>}
        endDecorator={<Typography level="body-sm">USD</Typography>}
        type="number"
        defaultValue={49}
        aria-label="Monthly budget in US dollars"
      />
      {/* A button in a decorator gets the input's height and rounded corners. */}
      <Input
        startDecorator={<MailOutlined />}
        placeholder="you@example.com"
        aria-label="Email for the newsletter"
        endDecorator={<Button>Subscribe</Button>}
      />
    </Stack>
  );
}
