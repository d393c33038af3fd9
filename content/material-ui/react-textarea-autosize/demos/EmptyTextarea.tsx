import * as React from 'react';
import Box from '@mui/material/Box';
import TextareaAutosize from '@mui/material/TextareaAutosize';

export default function EmptyTextarea() {
  const id = React.useId();

  return (
    <Box sx={{ width: 320, maxWidth: '100%' }}>
      <Box component="label" htmlFor={id} sx={{ display: 'block', mb: 0.5 }}>
        Note to the courier
      </Box>
      {/* One row when empty; grows as you type. */}
      <TextareaAutosize
        id={id}
        placeholder="Ring twice, the bell is quiet"
        style={{ width: '100%', font: 'inherit', padding: 8 }}
      />
    </Box>
  );
}
