import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import CheckIcon from '@mui/icons-material/Check';
import SaveIcon from '@mui/icons-material/Save';

export default function SaveButtonProgress() {
  const [saving, setSaving] = React.useState(false);
  const [saved, setSaved] = React.useState(false);
  const timer = React.useRef<number | undefined>(undefined);

  // Clear a pending save if the demo goes away before it finishes.
  React.useEffect(() => () => window.clearTimeout(timer.current), []);

  const handleSave = () => {
    if (saving) {
      return;
    }
    setSaved(false);
    setSaving(true);
    timer.current = window.setTimeout(() => {
      setSaving(false);
      setSaved(true);
    }, 1800);
  };

  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      {/* A ring around the button: same center, slightly larger than the 56 px Fab. */}
      <Box sx={{ position: 'relative' }}>
        <Fab
          aria-label={saved ? 'Saved' : 'Save draft'}
          color={saved ? 'success' : 'primary'}
          onClick={handleSave}
        >
          {saved ? <CheckIcon /> : <SaveIcon />}
        </Fab>
        {saving && (
          <CircularProgress
            size={68}
            color="success"
            aria-label="Saving"
            sx={{ position: 'absolute', top: -6, left: -6, zIndex: 1 }}
          />
        )}
      </Box>
      {/* A spinner inside the button, which keeps its width while the label is hidden. */}
      <Box sx={{ position: 'relative' }}>
        <Button variant="contained" disabled={saving} onClick={handleSave}>
          <Box component="span" sx={{ visibility: saving ? 'hidden' : 'visible' }}>
            Save draft
          </Box>
        </Button>
        {saving && (
          <CircularProgress
            size={24}
            aria-label="Saving"
            sx={{ position: 'absolute', top: '50%', left: '50%', mt: '-12px', ml: '-12px' }}
          />
        )}
      </Box>
    </Stack>
  );
}
