import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

type Status = 'idle' | 'sending' | 'done';

export default function NewsletterForm() {
  const [status, setStatus] = React.useState<Status>('idle');
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  React.useEffect(() => () => clearTimeout(timer.current), []);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus('sending');
    // Stands in for a request to your server.
    timer.current = setTimeout(() => setStatus('done'), 1200);
  };

  return (
    <form onSubmit={handleSubmit}>
      <FormControl color={status === 'done' ? 'success' : 'neutral'} sx={{ maxWidth: 400 }}>
        <FormLabel>Product updates</FormLabel>
        <Input
          type="email"
          required
          placeholder="you@example.com"
          endDecorator={
            <Button type="submit" loading={status === 'sending'}>
              Subscribe
            </Button>
          }
        />
        <FormHelperText aria-live="polite">
          {status === 'done' ? 'Thanks! Check your inbox to confirm.' : 'One email a month, no spam.'}
        </FormHelperText>
      </FormControl>
    </form>
  );
}
