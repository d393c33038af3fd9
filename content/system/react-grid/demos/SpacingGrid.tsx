import * as React from 'react';
import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';
import { styled } from '@mui/system';

const Item = styled('div')({
  padding: 8,
  borderRadius: 4,
  textAlign: 'center',
  border: '1px solid rgba(25, 118, 210, 0.5)',
  backgroundColor: 'rgba(25, 118, 210, 0.1)',
  fontFamily: 'system-ui, sans-serif',
});

const books = ['Dune', 'Beloved', 'Ulysses', 'Kindred', 'Piranesi', 'Emma'];

export default function SpacingGrid() {
  const [spacing, setSpacing] = React.useState(2);
  const id = React.useId();

  return (
    <Box sx={{ width: '100%', fontFamily: 'system-ui, sans-serif' }}>
      <label htmlFor={id}>spacing={spacing} ({spacing * 8}px) </label>
      <input id={id} type="range" min={0} max={6} step={0.5} value={spacing} onChange={(event) => setSpacing(Number(event.target.value))} />
      <Grid container spacing={spacing} sx={{ mt: 2 }}>
        {books.map((book) => (
          <Grid key={book} size={4}>
            <Item>{book}</Item>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
