import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import AttachFileIcon from '@mui/icons-material/AttachFile';

// Hidden from sight but not from the browser: it still opens the file picker and takes focus.
const VisuallyHiddenInput = styled('input')({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  bottom: 0,
  left: 0,
});

export default function FileUploadButton() {
  const [files, setFiles] = React.useState<string[]>([]);

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      {/* The button renders a <label>, so clicking it opens the picker of the input inside.
          The input stays the control for keyboards and screen readers: the label gets no role
          and no tab stop, and shows the focus ring while the input has focus. */}
      <Button
        component="label"
        role={undefined}
        tabIndex={-1}
        variant="contained"
        startIcon={<AttachFileIcon />}
        sx={{ '&:has(:focus-visible)': { outline: 2, outlineColor: 'primary.dark', outlineOffset: 2 } }}
      >
        Attach receipts
        <VisuallyHiddenInput
          type="file"
          accept="image/*,.pdf"
          multiple
          onChange={(event) => setFiles(Array.from(event.target.files ?? [], (file) => file.name))}
        />
      </Button>
      <Typography variant="body2" color="text.secondary" role="status">
        {files.length === 0 ? 'No files chosen.' : `Chosen: ${files.join(', ')}`}
      </Typography>
    </Stack>
  );
}
