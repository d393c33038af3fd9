import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DeleteIcon from '@mui/icons-material/Delete';
import SendIcon from '@mui/icons-material/Send';

export default function IconLabelButtons() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {/* An icon before the label reinforces what the action does... */}
      <Button variant="outlined" color="error" startIcon={<DeleteIcon />}>
        Remove
      </Button>
      <Button variant="contained" startIcon={<CloudUploadIcon />}>
        Upload
      </Button>
      {/* ...while an icon after it often hints at where the action leads. */}
      <Button variant="contained" endIcon={<SendIcon />}>
        Send
      </Button>
    </Stack>
  );
}
