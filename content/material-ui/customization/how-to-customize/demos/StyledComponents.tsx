import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

// A reusable component: the styles live next to it and every use looks the same.
const PillButton = styled(Button)(({ theme }) => ({
  borderRadius: 999,
  paddingInline: theme.spacing(2.5),
  textTransform: 'none',
  fontWeight: 600,
  // State classes work here too.
  '&.Mui-disabled': {
    borderStyle: 'dashed',
  },
}));

// A custom prop that changes the style. `shouldForwardProp` keeps it off the DOM element.
const PriorityButton = styled(PillButton, {
  shouldForwardProp: (prop) => prop !== 'urgent',
})<{ urgent?: boolean }>(({ theme }) => ({
  variants: [
    {
      props: { urgent: true },
      style: {
        backgroundColor: theme.palette.error.main,
        color: theme.palette.error.contrastText,
        '&:hover': { backgroundColor: theme.palette.error.dark },
      },
    },
  ],
}));

export default function StyledComponents() {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <PillButton variant="contained">Save draft</PillButton>
      <PillButton variant="outlined">Preview</PillButton>
      <PillButton variant="outlined" disabled>
        Publish
      </PillButton>
      <PriorityButton variant="contained" urgent>
        Report outage
      </PriorityButton>
    </Stack>
  );
}
