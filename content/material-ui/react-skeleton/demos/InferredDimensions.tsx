import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function InferredDimensions() {
  const [loading, setLoading] = React.useState(true);

  return (
    <div>
      <FormControlLabel
        control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />}
        label="Loading"
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2 }}>
        {/* While loading, the real elements are rendered but hidden, so the skeleton takes their size. */}
        {loading ? (
          <Skeleton variant="circular">
            <Avatar>GH</Avatar>
          </Skeleton>
        ) : (
          <Avatar sx={{ bgcolor: 'secondary.main' }}>GH</Avatar>
        )}
        <Box sx={{ flex: 1 }}>
          {loading ? (
            <Skeleton>
              <Typography>Grace Hopper, Compiler team</Typography>
            </Skeleton>
          ) : (
            <Typography>Grace Hopper, Compiler team</Typography>
          )}
        </Box>
      </Box>
    </div>
  );
}
