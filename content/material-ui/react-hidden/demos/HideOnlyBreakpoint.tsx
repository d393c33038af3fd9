import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// Each line is visible at one breakpoint only, like <Hidden only={[...]}> with every other key.
const lines = [
  { key: 'xs', text: 'xs: a phone held upright', display: { xs: 'block', sm: 'none' } },
  { key: 'sm', text: 'sm: a large phone or small tablet', display: { xs: 'none', sm: 'block', md: 'none' } },
  { key: 'md', text: 'md: a tablet or small laptop', display: { xs: 'none', md: 'block', lg: 'none' } },
  { key: 'lg', text: 'lg: a laptop or desktop', display: { xs: 'none', lg: 'block', xl: 'none' } },
  { key: 'xl', text: 'xl: a wide desktop screen', display: { xs: 'none', xl: 'block' } },
];

export default function HideOnlyBreakpoint() {
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        Your window is at the breakpoint
      </Typography>
      {lines.map((line) => (
        <Typography key={line.key} variant="h6" component="p" sx={{ display: line.display }}>
          {line.text}
        </Typography>
      ))}
    </Stack>
  );
}
