import Icon from '@mui/material/Icon';
import Stack from '@mui/material/Stack';

export default function FontIcons() {
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      {/* The text is the ligature name of the icon in the Material Icons font. */}
      <Icon>shopping_cart</Icon>
      <Icon color="primary">local_shipping</Icon>
      <Icon color="success" fontSize="large">
        check_circle
      </Icon>
      <Icon sx={{ color: 'warning.main', fontSize: 40 }}>bolt</Icon>
    </Stack>
  );
}
