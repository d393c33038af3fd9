import Stack from '@mui/system/Stack';
import { styled } from '@mui/system';

const Item = styled('div')({
  padding: '8px 12px',
  borderRadius: 4,
  border: '1px solid rgba(46, 125, 50, 0.5)',
  backgroundColor: 'rgba(46, 125, 50, 0.1)',
  fontFamily: 'system-ui, sans-serif',
});

export default function BasicStack() {
  return (
    // A column by default; spacing={2} puts 16px between the children.
    <Stack spacing={2} sx={{ width: 280 }}>
      <Item>Pick a delivery slot</Item>
      <Item>Add your address</Item>
      <Item>Pay</Item>
    </Stack>
  );
}
