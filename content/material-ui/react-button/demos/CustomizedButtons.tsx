import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';

// A reusable pill-shaped button that keeps the case of its label.
const PillButton = styled(Button)(({ theme }) => ({
  borderRadius: 999,
  textTransform: 'none',
  fontWeight: 600,
  padding: theme.spacing(1, 3),
}));

export default function CustomizedButtons() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <PillButton variant="contained" endIcon={<ArrowForwardIcon />}>
        Start free trial
      </PillButton>
      <PillButton variant="outlined" color="secondary">
        Book a demo
      </PillButton>
      {/* A one-off change goes through `sx`; theme tokens keep it right in dark mode. */}
      <Button
        variant="contained"
        disableElevation
        sx={{ bgcolor: 'grey.900', color: 'common.white', '&:hover': { bgcolor: 'grey.800' } }}
      >
        Download the app
      </Button>
    </Stack>
  );
}
