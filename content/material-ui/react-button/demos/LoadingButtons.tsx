import * as React from 'react';
import LoadingButton from '@mui/lab/LoadingButton';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import SaveIcon from '@mui/icons-material/Save';
import SendIcon from '@mui/icons-material/Send';

export default function LoadingButtons() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />}
        label="Loading"
      />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {/* Center (the default): the spinner covers the label. */}
        <LoadingButton loading={loading} variant="outlined">
          Submit
        </LoadingButton>
        {/* Start: the spinner takes the place of the start icon. */}
        <LoadingButton loading={loading} loadingPosition="start" startIcon={<SaveIcon />} variant="contained">
          Save draft
        </LoadingButton>
        {/* End: the spinner takes the place of the end icon. */}
        <LoadingButton loading={loading} loadingPosition="end" endIcon={<SendIcon />} variant="contained">
          Send
        </LoadingButton>
        {/* Any node can be the indicator, text included. */}
        <LoadingButton loading={loading} loadingIndicator="Paying…" variant="outlined">
          Pay $24.00
        </LoadingButton>
      </Stack>
    </Stack>
  );
}
