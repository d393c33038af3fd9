import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import { styled } from '@mui/joy/styles';

// A reusable variation: every place that renders <PillButton> gets the same look.
const PillButton = styled(Button)(({ theme }) => ({
  borderRadius: theme.vars.radius.xl,
  paddingInline: theme.spacing(3),
  fontWeight: theme.vars.fontWeight.lg,
  letterSpacing: '0.02em',
}));

export default function ReusableStyled() {
  return (
    <Stack direction="row" sx={{ gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
      <PillButton>Follow</PillButton>
      <PillButton variant="soft">Message</PillButton>
      <PillButton variant="outlined" color="neutral">
        Share profile
      </PillButton>
    </Stack>
  );
}
