import Button from '@mui/joy/Button';
import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function DividerWithText() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
      <Button variant="outlined" color="neutral">
        Continue with a passkey
      </Button>
      <Divider>or</Divider>
      <Button>Continue with email</Button>
      {/* --Divider-childPosition moves the content along the line: 0% is the start. */}
      <Divider sx={{ '--Divider-childPosition': '0%', pt: 2 }}>
        <Typography level="body-xs" textColor="text.tertiary">
          Older sign-in methods
        </Typography>
      </Divider>
      <Button variant="plain" color="neutral">
        Use a one-time code
      </Button>
    </Stack>
  );
}
