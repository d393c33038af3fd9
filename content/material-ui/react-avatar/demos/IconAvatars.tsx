import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import FolderIcon from '@mui/icons-material/Folder';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PaymentsIcon from '@mui/icons-material/Payments';

export default function IconAvatars() {
  return (
    <Stack direction="row" spacing={2}>
      <Avatar>
        <FolderIcon />
      </Avatar>
      {/* Theme palette keys work in sx, so the colors follow light and dark mode. */}
      <Avatar sx={{ bgcolor: 'success.main', color: 'success.contrastText' }}>
        <PaymentsIcon />
      </Avatar>
      <Avatar sx={{ bgcolor: 'info.main', color: 'info.contrastText' }}>
        <LocalShippingIcon />
      </Avatar>
    </Stack>
  );
}
