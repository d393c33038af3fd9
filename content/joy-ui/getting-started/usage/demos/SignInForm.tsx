import * as React from 'react';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function SignInForm() {
  const [submitted, setSubmitted] = React.useState(false);

  return (
    <Sheet
      variant="outlined"
      sx={{ width: '100%', maxWidth: 360, p: 3, borderRadius: 'md', boxShadow: 'sm' }}
    >
      <Typography level="h4" component="h2">
        Welcome back
      </Typography>
      <Typography level="body-sm" sx={{ mb: 2 }}>
        Sign in to see your reading list.
      </Typography>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
        }}
      >
        <Stack spacing={2}>
          {/* FormControl links the label to the input for you. */}
          <FormControl required>
            <FormLabel>Email</FormLabel>
            <Input type="email" name="email" placeholder="ada@example.com" />
          </FormControl>
          <FormControl required>
            <FormLabel>Password</FormLabel>
            <Input type="password" name="password" />
          </FormControl>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Checkbox size="sm" label="Remember me" name="remember" />
            <Link component="button" type="button" level="body-sm">
              Forgot password?
            </Link>
          </Stack>
          <Button type="submit" fullWidth>
            Sign in
          </Button>
          {submitted && (
            <Typography level="body-sm" color="success" role="status">
              Signed in. Your reading list is loading.
            </Typography>
          )}
        </Stack>
      </form>
    </Sheet>
  );
}
