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

// A check mark as an inline SVG, drawn in the given color.
const checkMark = (color: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'><path d='M4 8.5l2.5 2.5L12 5.5' fill='none' stroke='${color}' stroke-width='2'/></svg>`,
  )}")`;

const CheckedBoxIcon = styled(BoxIcon)(({ theme }) => ({
  borderColor: theme.palette.primary.main,
  backgroundColor: theme.palette.primary.main,
  // contrastText keeps the mark readable on the light blue of dark mode too.
  backgroundImage: checkMark(theme.palette.primary.contrastText),
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
