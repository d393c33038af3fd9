import Stack from '@mui/system/Stack';
import { styled } from '@mui/system';

const Item = styled('div')({
  padding: '8px 12px',
  borderRadius: 4,
  border: '1px solid rgba(46, 125, 50, 0.5)',
  backgroundColor: 'rgba(46, 125, 50, 0.1)',
  fontFamily: 'system-ui, sans-serif',
});

export default function ResponsiveStack() {
  return (
    // A column on phones, a row from the sm breakpoint (600px); the gap grows at md.
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, md: 3 }} sx={{ width: '100%' }}>
      <Item>Overview</Item>
      <Item>Invoices</Item>
      <Item>Payment methods</Item>
      <Item>Tax settings</Item>
    </Stack>
  );
}
