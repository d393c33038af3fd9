import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import PrintIcon from '@mui/icons-material/Print';

export default function AccessibleIcons() {
  return (
    <Stack spacing={2}>
      {/* Decorative: the text says it all, so the icon stays hidden (the default). */}
      <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CheckCircleIcon color="success" /> Payment received
      </Typography>
      {/* Meaningful on its own: titleAccess gives it role="img" and a <title>. */}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography>Invoice #3312</Typography>
        <ErrorIcon color="error" titleAccess="Overdue" />
      </Stack>
      {/* Inside a control: label the control, not the icon. */}
      <Box>
        <IconButton aria-label="Print invoice">
          <PrintIcon />
        </IconButton>
      </Box>
    </Stack>
  );
}
