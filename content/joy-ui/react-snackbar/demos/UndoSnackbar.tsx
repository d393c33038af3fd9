import * as React from 'react';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Snackbar from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';

export default function UndoSnackbar() {
  const [files, setFiles] = React.useState(['budget-2024.xlsx', 'offsite-agenda.pdf', 'logo-final.svg']);
  const [removed, setRemoved] = React.useState<{ name: string; index: number } | null>(null);

  const remove = (index: number) => {
    const name = files[index];
    if (name === undefined) {
      return;
    }
    setRemoved({ name, index });
    setFiles(files.filter((_, i) => i !== index));
  };
  const undo = () => {
    if (removed) {
      setFiles([...files.slice(0, removed.index), removed.name, ...files.slice(removed.index)]);
    }
    setRemoved(null);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 360 }}>
      {files.map((file, index) => (
        <Stack key={file} direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography level="body-sm">{file}</Typography>
          <IconButton size="sm" aria-label={`Delete ${file}`} onClick={() => remove(index)}>
            <DeleteOutlineRounded />
          </IconButton>
        </Stack>
      ))}
      {files.length === 0 && <Typography level="body-sm">No files left.</Typography>}
      <Snackbar
        key={removed?.name}
        open={Boolean(removed)}
        autoHideDuration={6000}
        onClose={(event, reason) => reason !== 'clickaway' && setRemoved(null)}
        role="status"
        startDecorator={<DeleteOutlineRounded />}
        endDecorator={
          <React.Fragment>
            <Button size="sm" variant="soft" color="primary" onClick={undo}>
              Undo
            </Button>
            <IconButton size="sm" variant="plain" color="neutral" aria-label="Dismiss" onClick={() => setRemoved(null)}>
              <CloseRounded />
            </IconButton>
          </React.Fragment>
        }
      >
        Deleted {removed?.name}
      </Snackbar>
    </Stack>
  );
}
