import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';

export default function CustomDivider() {
  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 420 }}>
      <Divider sx={(theme) => ({ '--Divider-thickness': '3px', '--Divider-lineColor': theme.vars.palette.primary[500] })} />
      <Divider sx={(theme) => ({ '--Divider-lineColor': theme.vars.palette.warning.outlinedBorder, '--Divider-gap': '2rem' })}>
        Chapter 2
      </Divider>
      {/* A dashed line: replace the pseudo-element lines with borders. */}
      <Divider
        sx={(theme) => ({
          '--Divider-thickness': '0px',
          '&::before, &::after': { borderTop: `2px dashed ${theme.vars.palette.neutral.outlinedBorder}` },
        })}
      >
        Cut here
      </Divider>
    </Stack>
  );
}
