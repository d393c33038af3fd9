import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Switch from '@mui/joy/Switch';

export default function BasicSwitch() {
  return (
    // Horizontal FormControl: the label on one side, the switch on the other.
    <FormControl orientation="horizontal" sx={{ width: 320, justifyContent: 'space-between' }}>
      <div>
        <FormLabel>Dark sidebar</FormLabel>
        <FormHelperText sx={{ mt: 0 }}>Applies to this device only.</FormHelperText>
      </div>
      <Switch defaultChecked />
    </FormControl>
  );
}
