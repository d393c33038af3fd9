import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

export default function BasicRadioGroup() {
  return (
    <FormControl>
      {/* The FormLabel names the radiogroup through aria-labelledby. */}
      <FormLabel>Delivery</FormLabel>
      <RadioGroup name="delivery" defaultValue="standard">
        <Radio value="standard" label="Standard, free" />
        <Radio value="express" label="Express, $9.90" />
        <Radio value="pickup" label="Pick up in store" />
      </RadioGroup>
    </FormControl>
  );
}
