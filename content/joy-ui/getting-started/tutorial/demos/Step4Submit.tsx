import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function Step4Submit() {
  const [email, setEmail] = React.useState('amara@example');
  const [saving, setSaving] = React.useState(false);
  const [saved, setSaved] = React.useState(false);
  const invalid = !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (invalid) return;
    setSaving(true);
    // Stands in for a request to your server.
    setTimeout(() => {
      setSaving(false);
      setSaved(true);
    }, 1000);
  };

  return (
    <Sheet variant="outlined" sx={{ width: '100%', maxWidth: 440, mx: 'auto', p: 3, borderRadius: 'md', boxShadow: 'sm' }}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack spacing={2}>
          <Typography level="title-lg" component="h3">
            Contact email
          </Typography>
          {/* `error` on FormControl turns the field and its helper text to the danger color. */}
          <FormControl error={invalid}>
            <FormLabel>Email</FormLabel>
            <Input type="email" value={email} onChange={(event) => { setEmail(event.target.value); setSaved(false); }} />
            <FormHelperText>{invalid ? 'Enter an address like name@example.com.' : 'We send receipts here.'}</FormHelperText>
          </FormControl>
          <Button type="submit" loading={saving} disabled={invalid} sx={{ alignSelf: 'flex-end' }}>
            Save changes
          </Button>
          {saved && (
            <Alert color="success" variant="soft" role="status">
              Saved. Your next receipt goes to {email}.
            </Alert>
          )}
        </Stack>
      </form>
    </Sheet>
  );
}
