import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

// Light styles first, then the dark ones from `theme.applyStyles('dark', …)`.
const Receipt = styled('div')(({ theme }) => [
  {
    padding: theme.spacing(2),
    borderRadius: theme.shape.borderRadius,
    backgroundColor: '#fff8e1',
    border: '1px solid #ffe082',
  },
  theme.applyStyles('dark', {
    backgroundColor: '#332a12',
    borderColor: '#6d5a1f',
  }),
]);

export default function ApplyStylesDemo() {
  return (
    <Box sx={{ maxWidth: 320 }}>
      <Receipt>
        <Typography variant="subtitle2" component="p">Order #4021</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          2 × Flat white, 1 × Almond croissant
        </Typography>
        <Typography
          variant="body2"
          sx={[
            { mt: 1, fontWeight: 600, color: 'success.dark' },
            (theme) => theme.applyStyles('dark', { color: theme.palette.success.light }),
          ]}
        >
          Paid
        </Typography>
      </Receipt>
    </Box>
  );
}
