import Box from '@mui/material/Box';
import Checkbox, { type CheckboxProps } from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { styled } from '@mui/material/styles';

// A rounded box drawn with CSS instead of an SVG icon.
const BoxIcon = styled('span')(({ theme }) => ({
  width: 18,
  height: 18,
  borderRadius: 5,
  border: `2px solid ${theme.palette.grey[500]}`,
  backgroundColor: 'transparent',
  transition: theme.transitions.create(['background-color', 'border-color']),
  '.Mui-focusVisible &': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  'input:hover ~ &': { borderColor: theme.palette.primary.main },
  'input:disabled ~ &': { borderColor: theme.palette.action.disabled },
}));

const CheckedBoxIcon = styled(BoxIcon)(({ theme }) => ({
  borderColor: theme.palette.primary.main,
  backgroundColor: theme.palette.primary.main,
  // A check mark as an inline SVG, white on the filled box.
  backgroundImage:
    "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Cpath d='M4 8.5l2.5 2.5L12 5.5' fill='none' stroke='white' stroke-width='2'/%3E%3C/svg%3E\")",
}));

function RoundedCheckbox(props: CheckboxProps) {
  return <Checkbox disableRipple icon={<BoxIcon />} checkedIcon={<CheckedBoxIcon />} {...props} />;
}

export default function CustomizedCheckbox() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel control={<RoundedCheckbox defaultChecked />} label="Remember this device" />
      <FormControlLabel control={<RoundedCheckbox />} label="Keep me signed in" />
      <FormControlLabel disabled control={<RoundedCheckbox />} label="Use a security key" />
    </Box>
  );
}
