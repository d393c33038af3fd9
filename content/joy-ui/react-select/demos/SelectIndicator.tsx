import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select, { selectClasses } from '@mui/joy/Select';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';

export default function SelectIndicator() {
  return (
    <FormControl sx={{ width: 240 }}>
      <FormLabel>Report period</FormLabel>
      <Select
        defaultValue="30"
        indicator={<KeyboardArrowDown />}
        // The indicator gets the `expanded` class while the list is open: turn the arrow around.
        sx={{
          [`& .${selectClasses.indicator}`]: { transition: '0.2s' },
          [`& .${selectClasses.indicator}.${selectClasses.expanded}`]: { transform: 'rotate(-180deg)' },
        }}
      >
        <Option value="7">Last 7 days</Option>
        <Option value="30">Last 30 days</Option>
        <Option value="90">Last quarter</Option>
      </Select>
    </FormControl>
  );
}
