import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';

export default function CheckboxSizes() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Checkbox size="small" defaultChecked inputProps={{ 'aria-label': 'Small checkbox' }} />
      <Checkbox defaultChecked inputProps={{ 'aria-label': 'Medium checkbox' }} />
      <Checkbox size="large" defaultChecked inputProps={{ 'aria-label': 'Large checkbox' }} />
      {/* Any other size: set the font size of the icon through `sx`. */}
      <Checkbox
        defaultChecked
        inputProps={{ 'aria-label': 'Extra large checkbox' }}
        sx={{ '& .MuiSvgIcon-root': { fontSize: 44 } }}
      />
    </Box>
  );
}
