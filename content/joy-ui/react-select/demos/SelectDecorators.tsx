import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import PublicRounded from '@mui/icons-material/PublicRounded';

export default function SelectDecorators() {
  return (
    <FormControl sx={{ width: 280 }}>
      <FormLabel>Region</FormLabel>
      <Select
        defaultValue="eu-west"
        startDecorator={<PublicRounded />}
        endDecorator={
          <Chip size="sm" color="success" variant="soft">
            12 ms
          </Chip>
        }
      >
        <Option value="eu-west">Europe (Dublin)</Option>
        <Option value="us-east">US East (Virginia)</Option>
        <Option value="ap-south">Asia Pacific (Mumbai)</Option>
      </Select>
    </FormControl>
  );
}
