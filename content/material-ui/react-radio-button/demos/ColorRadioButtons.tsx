import Box from '@mui/material/Box';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { deepPurple } from '@mui/material/colors';

const paletteColors = ['primary', 'secondary', 'success', 'error', 'info', 'warning', 'default'] as const;

// Each color gets a small group of its own, so a checked and an unchecked radio show side by side.
function ColorSample({ color, label }: { color?: (typeof paletteColors)[number]; label: string }) {
  const customSx = color ? undefined : { color: deepPurple[300], '&.Mui-checked': { color: deepPurple[500] } };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
      <RadioGroup row aria-label={`${label} sample`} defaultValue="on" name={`color-${label}`}>
        <Radio value="on" color={color} sx={customSx} inputProps={{ 'aria-label': `${label}, checked` }} />
        <Radio value="off" color={color} sx={customSx} inputProps={{ 'aria-label': `${label}, unchecked` }} />
      </RadioGroup>
      <Typography variant="caption">{label}</Typography>
    </Box>
  );
}

export default function ColorRadioButtons() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {paletteColors.map((color) => (
        <ColorSample key={color} color={color} label={color} />
      ))}
      <ColorSample label="custom" />
    </Box>
  );
}
