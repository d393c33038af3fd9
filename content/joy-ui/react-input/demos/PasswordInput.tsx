import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

export default function PasswordInput() {
  const [visible, setVisible] = React.useState(false);
  return (
    <FormControl sx={{ maxWidth: 320 }}>
      <FormLabel>Password</FormLabel>
      <Input
        type={visible ? 'text' : 'password'}
        defaultValue="correct-horse-battery"
        slotProps={{ input: { autoComplete: 'current-password' } }}
        endDecorator={
          <IconButton
            aria-label="Show password"
            aria-pressed={visible}
            onClick={() => setVisible((value) => !value)}
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        }
      />
    </FormControl>
  );
}
