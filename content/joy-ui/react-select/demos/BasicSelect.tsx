import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

export default function BasicSelect() {
  return (
    <FormControl sx={{ width: 240 }}>
      <FormLabel>Shipping method</FormLabel>
      <Select defaultValue="standard">
        <Option value="standard">Standard (3–5 days)</Option>
        <Option value="express">Express (1–2 days)</Option>
        <Option value="pickup">Store pickup</Option>
      </Select>
    </FormControl>
  );
}
