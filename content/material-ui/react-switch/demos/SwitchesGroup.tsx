import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';

export default function SwitchesGroup() {
  const [channels, setChannels] = React.useState({ email: true, push: false, sms: false });

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setChannels({ ...channels, [event.target.name]: event.target.checked });
  };

  const none = !channels.email && !channels.push && !channels.sms;

  return (
    <FormControl component="fieldset" variant="standard" error={none}>
      <FormLabel component="legend">Send order updates by</FormLabel>
      <FormGroup>
        <FormControlLabel control={<Switch checked={channels.email} onChange={handleChange} name="email" />} label="Email" />
        <FormControlLabel control={<Switch checked={channels.push} onChange={handleChange} name="push" />} label="Push notification" />
        <FormControlLabel control={<Switch checked={channels.sms} onChange={handleChange} name="sms" />} label="Text message" />
      </FormGroup>
      <FormHelperText>{none ? 'Turn on at least one channel.' : 'You can change this at any time.'}</FormHelperText>
    </FormControl>
  );
}
