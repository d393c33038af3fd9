import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';

const values = ['0', '0.5', '1', '2', '3', '4', '8'];
const albums = ['Blue Train', 'Kind of Blue', 'Head Hunters', 'Mingus Ah Um'];

export default function SpacingGrid() {
  const [spacing, setSpacing] = React.useState('2');
  const labelId = React.useId();

  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      <Grid container spacing={Number(spacing)}>
        {albums.map((album) => (
          <Grid key={album} size={3}>
            <Paper sx={{ height: 96, p: 1, typography: 'body2', bgcolor: 'action.hover' }}>{album}</Paper>
          </Grid>
        ))}
      </Grid>
      <div>
        <FormLabel id={labelId}>spacing</FormLabel>
        <RadioGroup row aria-labelledby={labelId} value={spacing} onChange={(event) => setSpacing(event.target.value)}>
          {values.map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio size="small" />} label={value} />
          ))}
        </RadioGroup>
      </div>
    </Stack>
  );
}
