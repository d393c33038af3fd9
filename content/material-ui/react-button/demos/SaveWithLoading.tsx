import * as React from 'react';
import LoadingButton from '@mui/lab/LoadingButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';

export default function SaveWithLoading() {
  const [status, setStatus] = React.useState<'idle' | 'saving' | 'saved'>('idle');
  const timer = React.useRef<ReturnType<typeof setTimeout>>();

  // Clear a pending "request" if the demo unmounts.
  React.useEffect(() => () => clearTimeout(timer.current), []);

  const handleSave = () => {
    setStatus('saving');
    // Stands in for a network request that takes 1.5 seconds.
    timer.current = setTimeout(() => setStatus('saved'), 1500);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <LoadingButton
        variant="contained"
        loading={status === 'saving'}
        loadingPosition="start"
        startIcon={status === 'saved' ? <CloudDoneIcon /> : <CloudUploadIcon />}
        onClick={handleSave}
      >
        {status === 'saving' ? 'Saving…' : 'Save to cloud'}
      </LoadingButton>
      <Typography variant="body2" color="text.secondary" role="status">
        {status === 'saved' ? 'All changes saved.' : ''}
      </Typography>
    </Stack>
  );
}
