import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

const Banner = styled('div')(({ theme }) => ({
  padding: theme.spacing(2),
  borderRadius: theme.shape.borderRadius,
  color: theme.palette.common.white,
  backgroundColor: theme.palette.error.dark,
  // 600px to 899.95px
  [theme.breakpoints.only('sm')]: { backgroundColor: theme.palette.warning.dark },
  // 900px and wider
  [theme.breakpoints.up('md')]: { backgroundColor: theme.palette.success.dark },
}));

export default function BreakpointHelpers() {
  return (
    <Banner>
      <Typography variant="subtitle1" component="p">
        Red below 600px, orange from sm (600px), green from md (900px).
      </Typography>
    </Banner>
  );
}
