import Stack from '@mui/system/Stack';
import { styled } from '@mui/system';

const Item = styled('div')({
  padding: '8px 12px',
  borderRadius: 4,
  border: '1px solid rgba(46, 125, 50, 0.5)',
  backgroundColor: 'rgba(46, 125, 50, 0.1)',
  fontFamily: 'system-ui, sans-serif',
});

export default function DirectionStack() {
  return (
    <Stack direction="row" spacing={1}>
      <Item>Vegan</Item>
      <Item>Gluten free</Item>
      <Item>Under 30 min</Item>
    </Stack>
  );
}
