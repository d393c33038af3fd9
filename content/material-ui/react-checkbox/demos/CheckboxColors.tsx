import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import { pink } from '@mui/material/colors';

const paletteColors = ['primary', 'secondary', 'success', 'error', 'info', 'warning', 'default'] as const;

export default function CheckboxColors() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {paletteColors.map((color) => (
        <Checkbox key={color} color={color} defaultChecked inputProps={{ 'aria-label': `${color} checkbox` }} />
      ))}
      {/* A color outside the palette: style the unchecked and the checked state with `sx`. */}
      <Checkbox
        defaultChecked
        inputProps={{ 'aria-label': 'Pink checkbox' }}
        sx={{ color: pink[800], '&.Mui-checked': { color: pink[600] } }}
      />
    </Box>
  );
}
