import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';

const colors = ['neutral', 'primary', 'danger', 'success', 'warning'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

export default function SelectColorsSizes() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Stack spacing={1} sx={{ width: 200 }}>
        {colors.map((color) => (
          <Select key={color} color={color} variant="soft" defaultValue={color} aria-label={`${color} select`}>
            <Option value={color}>{color}</Option>
            <Option value="other">Another option</Option>
          </Select>
        ))}
      </Stack>
      <Stack spacing={1} sx={{ width: 200, alignItems: 'stretch' }}>
        {sizes.map((size) => (
          <Select key={size} size={size} defaultValue={size} aria-label={`Size ${size}`}>
            <Option value={size}>Size {size}</Option>
            <Option value="other">Another option</Option>
          </Select>
        ))}
      </Stack>
    </Stack>
  );
}
