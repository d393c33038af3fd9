import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio, { type RadioProps } from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { styled } from '@mui/material/styles';

// A ring that fills with a thick border when checked, drawn with CSS.
const Ring = styled('span')(({ theme }) => ({
  width: 18,
  height: 18,
  borderRadius: '50%',
  border: `2px solid ${theme.palette.grey[500]}`,
  boxSizing: 'border-box',
  transition: theme.transitions.create('border-width'),
  '.Mui-focusVisible &': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  'input:hover ~ &': { borderColor: theme.palette.primary.main },
  'input:disabled ~ &': { borderColor: theme.palette.action.disabled },
}));

const CheckedRing = styled(Ring)(({ theme }) => ({
  borderWidth: 6,
  borderColor: theme.palette.primary.main,
}));

function RingRadio(props: RadioProps) {
  return <Radio disableRipple icon={<Ring />} checkedIcon={<CheckedRing />} {...props} />;
}

export default function CustomizedRadios() {
  return (
    <FormControl>
      <FormLabel id="custom-radios-label">Notify me about</FormLabel>
      <RadioGroup aria-labelledby="custom-radios-label" defaultValue="mentions" name="notify-about">
        <FormControlLabel value="all" control={<RingRadio />} label="All new messages" />
        <FormControlLabel value="mentions" control={<RingRadio />} label="Mentions only" />
        <FormControlLabel value="none" control={<RingRadio />} label="Nothing" />
        <FormControlLabel value="digest" disabled control={<RingRadio />} label="Weekly digest (admins only)" />
      </RadioGroup>
    </FormControl>
  );
}
