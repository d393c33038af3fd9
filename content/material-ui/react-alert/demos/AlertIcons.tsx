import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import CheckIcon from '@mui/icons-material/Check';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';

export default function AlertIcons() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      {/* `icon` replaces the icon of this alert only. */}
      <Alert icon={<LocalShippingIcon fontSize="inherit" />} severity="info">
        Your parcel is out for delivery.
      </Alert>
      {/* `iconMapping` replaces the icon per severity. */}
      <Alert iconMapping={{ success: <CloudDoneIcon fontSize="inherit" /> }} severity="success">
        All changes saved to the cloud.
      </Alert>
      {/* `icon={false}` removes it. */}
      <Alert icon={false} severity="success">
        Password updated. No icon on this one.
      </Alert>
      <Alert icon={<CheckIcon fontSize="inherit" />} severity="success" variant="outlined">
        Email address verified.
      </Alert>
    </Stack>
  );
}
