import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import { styled } from '@mui/joy/styles';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';

// A named, reusable button; theme tokens keep it right in light and dark mode.
const PillButton = styled(Button)(({ theme }) => ({
  '--Button-radius': '999px',
  paddingInline: theme.spacing(3),
  letterSpacing: '0.02em',
}));

export default function ButtonCustomization() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {/* sx: CSS variables for the corner radius and the gap before a decorator. */}
      <Button sx={{ '--Button-radius': '2px', '--Button-gap': '1rem' }} endDecorator={<ArrowForwardRounded />}>
        Square corners
      </Button>
      <PillButton variant="soft">Pill from styled()</PillButton>
      {/* slotProps reach the inner parts: here the end decorator, which slides on hover. */}
      <Button
        variant="outlined"
        endDecorator={<ArrowForwardRounded />}
        slotProps={{ endDecorator: { sx: { transition: 'transform 0.2s' } } }}
        sx={{ '&:hover .MuiButton-endDecorator': { transform: 'translateX(4px)' } }}
      >
        Next step
      </Button>
    </Stack>
  );
}
