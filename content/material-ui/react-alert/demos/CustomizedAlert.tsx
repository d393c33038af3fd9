import * as React from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import CancelIcon from '@mui/icons-material/Cancel';

export default function CustomizedAlert() {
  const [showWarning, setShowWarning] = React.useState(true);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      {/* sx styles the root; nested selectors reach the inner parts through their class names. */}
      <Alert
        severity="info"
        sx={{
          borderInlineStart: 4,
          borderColor: 'info.main',
          borderRadius: 0,
          '& .MuiAlert-icon': { alignSelf: 'center' },
        }}
      >
        <AlertTitle>Reading list</AlertTitle>
        You have 4 books due back at the library this week.
      </Alert>
      {/* slots and slotProps change the close button and its icon. */}
      {showWarning ? (
        <Alert
          severity="warning"
          onClose={() => setShowWarning(false)}
          closeText="Dismiss warning"
          slots={{ closeIcon: CancelIcon }}
          slotProps={{ closeButton: { sx: { opacity: 0.8 } } }}
        >
          Two team members have not confirmed the meeting.
        </Alert>
      ) : (
        <Button onClick={() => setShowWarning(true)} sx={{ alignSelf: 'flex-start' }}>
          Show the warning again
        </Button>
      )}
    </Stack>
  );
}
