import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function LinearIndeterminate() {
  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      <div>
        <Typography variant="caption" id="linear-indeterminate-label">
          Syncing contacts
        </Typography>
        <LinearProgress aria-labelledby="linear-indeterminate-label" />
      </div>
      <div>
        {/* `query` runs the same animation backwards, for a request that has not started returning data. */}
        <Typography variant="caption" id="linear-query-label">
          Waiting for the server
        </Typography>
        <LinearProgress variant="query" aria-labelledby="linear-query-label" />
      </div>
    </Stack>
  );
}
