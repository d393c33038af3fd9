import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch, { type SwitchProps } from '@mui/material/Switch';
import { styled } from '@mui/material/styles';

// A wide track, a thumb that fills it and no ripple, in the style of iOS.
const IOSSwitch = styled((props: SwitchProps) => <Switch disableRipple {...props} />)(
  ({ theme }) => ({
    width: 42,
    height: 26,
    padding: 0,
    '& .MuiSwitch-switchBase': {
      padding: 0,
      margin: 2,
      transitionDuration: '300ms',
      '&.Mui-checked': {
        transform: 'translateX(16px)',
        color: '#fff',
        '& + .MuiSwitch-track': { backgroundColor: '#34c759', opacity: 1, border: 0 },
        '&.Mui-disabled + .MuiSwitch-track': { opacity: 0.5 },
      },
      '&.Mui-focusVisible .MuiSwitch-thumb': { outline: `3px solid ${theme.palette.primary.light}` },
      '&.Mui-disabled .MuiSwitch-thumb': { color: theme.palette.grey[theme.palette.mode === 'light' ? 100 : 600] },
      '&.Mui-disabled + .MuiSwitch-track': { opacity: theme.palette.mode === 'light' ? 0.7 : 0.3 },
    },
    '& .MuiSwitch-thumb': { boxSizing: 'border-box', width: 22, height: 22 },
    '& .MuiSwitch-track': {
      borderRadius: 26 / 2,
      backgroundColor: theme.palette.mode === 'light' ? '#e9e9ea' : '#39393d',
      opacity: 1,
      transition: theme.transitions.create('background-color', { duration: 500 }),
    },
  }),
);

export default function IOSStyleSwitch() {
  return (
    <FormGroup sx={{ gap: 2 }}>
      <FormControlLabel control={<IOSSwitch sx={{ mx: 1 }} defaultChecked />} label="Airplane mode" />
      <FormControlLabel control={<IOSSwitch sx={{ mx: 1 }} />} label="Low power mode" />
      <FormControlLabel disabled control={<IOSSwitch sx={{ mx: 1 }} defaultChecked />} label="Screen time (managed)" />
    </FormGroup>
  );
}
