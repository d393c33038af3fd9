import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import { alpha } from '@mui/material/styles';
import { teal } from '@mui/material/colors';

const paletteColors = ['primary', 'secondary', 'success', 'error', 'info', 'warning', 'default'] as const;

export default function ColorSwitches() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {paletteColors.map((color) => (
        <Switch key={color} color={color} defaultChecked inputProps={{ 'aria-label': `${color} switch` }} />
      ))}
      {/* A color outside the palette: style the thumb, its hover halo and the track of the checked state. */}
      <Switch
        defaultChecked
        inputProps={{ 'aria-label': 'Teal switch' }}
        sx={{
          '& .MuiSwitch-switchBase.Mui-checked': {
            color: teal[600],
            '&:hover': { backgroundColor: alpha(teal[600], 0.08) },
          },
          '& .MuiSwitch-switchBase.Mui-checked + .MuiSwitch-track': { backgroundColor: teal[600] },
        }}
      />
    </Box>
  );
}
