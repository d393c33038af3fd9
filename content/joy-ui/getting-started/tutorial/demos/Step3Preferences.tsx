import * as React from 'react';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

const emails = [
  { name: 'orders', label: 'Order updates', help: 'Shipping and delivery notices.' },
  { name: 'digest', label: 'Weekly digest', help: 'New arrivals every Monday.' },
];

export default function Step3Preferences() {
  const [enabled, setEnabled] = React.useState<Record<string, boolean>>({ orders: true, digest: false });
  return (
    <Sheet variant="outlined" sx={{ width: '100%', maxWidth: 440, mx: 'auto', p: 3, borderRadius: 'md', boxShadow: 'sm' }}>
      <Typography level="title-lg" component="h3">
        Email preferences
      </Typography>
      <Divider sx={{ my: 2 }} />
      <Stack spacing={2}>
        {emails.map((email) => (
          // A Switch inside FormControl is labeled by the FormLabel and described by the helper text.
          <FormControl key={email.name} orientation="horizontal" sx={{ justifyContent: 'space-between', gap: 2 }}>
            <div>
              <FormLabel>{email.label}</FormLabel>
              <FormHelperText sx={{ mt: 0 }}>{email.help}</FormHelperText>
            </div>
            <Switch
              checked={enabled[email.name] ?? false}
              onChange={(event) => setEnabled({ ...enabled, [email.name]: event.target.checked })}
            />
          </FormControl>
        ))}
        <FormControl>
          <FormLabel>How often?</FormLabel>
          <RadioGroup name="frequency" defaultValue="daily" orientation="horizontal" sx={{ gap: 2 }}>
            <Radio value="instant" label="Right away" />
            <Radio value="daily" label="Once a day" />
          </RadioGroup>
        </FormControl>
      </Stack>
    </Sheet>
  );
}
