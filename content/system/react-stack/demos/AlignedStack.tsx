import Stack from '@mui/system/Stack';
import { styled } from '@mui/system';

const Item = styled('div')({
  padding: '8px 12px',
  borderRadius: 4,
  border: '1px solid rgba(46, 125, 50, 0.5)',
  backgroundColor: 'rgba(46, 125, 50, 0.1)',
  fontFamily: 'system-ui, sans-serif',
});

export default function AlignedStack() {
  return (
    // Stack is a flex container: align and justify its children with sx.
    <Stack
      direction="row"
      spacing={2}
      sx={{ width: '100%', height: 120, alignItems: 'center', justifyContent: 'space-between', border: '1px dashed rgba(128, 128, 128, 0.5)', px: 2 }}
    >
      <Item>Back</Item>
      <Item>Step 2 of 3</Item>
      <Item>Next</Item>
    </Stack>
  );
}
