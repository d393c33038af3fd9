import { styled } from '@mui/joy/styles';
import Box from '@mui/joy/Box';

// Box itself has no theme entry: wrap it with styled() to reuse a look.
const Callout = styled(Box)(({ theme }) => ({
  padding: theme.spacing(1.5, 2),
  borderInlineStart: `4px solid ${theme.vars.palette.primary[500]}`,
  backgroundColor: theme.vars.palette.background.level1,
  borderRadius: theme.vars.radius.xs,
  color: theme.vars.palette.text.secondary,
}));

export default function StyledBox() {
  return (
    <Box sx={{ display: 'grid', gap: 1, maxWidth: 420 }}>
      <Callout>Tip: press Ctrl+K to search the docs.</Callout>
      <Callout sx={{ fontStyle: 'italic' }}>
        The sx prop still works on a styled Box.
      </Callout>
    </Box>
  );
}
