import { styled } from '@mui/joy/styles';
import Input from '@mui/joy/Input';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

// A reusable variant of Input for monospaced codes. Theme tokens keep both color schemes working.
const CodeInput = styled(Input)(({ theme }) => ({
  '--Input-radius': theme.vars.radius.xs,
  fontFamily: theme.vars.fontFamily.code,
  letterSpacing: '0.2em',
  textTransform: 'uppercase',
}));

export default function StyledInput() {
  return (
    <FormControl sx={{ maxWidth: 240 }}>
      <FormLabel>Verification code</FormLabel>
      <CodeInput defaultValue="K7Q2-M9" slotProps={{ input: { autoComplete: 'one-time-code' } }} />
    </FormControl>
  );
}
