import * as React from 'react';
import Box from '@mui/material/Box';
import TextareaAutosize from '@mui/material/TextareaAutosize';

const review = `Loved the pacing of the first half.
The middle chapters drag a little.
The ending made up for it.`;

export default function MinMaxRows() {
  const minId = React.useId();
  const maxId = React.useId();

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { sm: '1fr 1fr' },
        '& textarea': { width: '100%', font: 'inherit', p: 1, boxSizing: 'border-box' },
      }}
    >
      <div>
        <Box component="label" htmlFor={minId} sx={{ display: 'block', mb: 0.5 }}>
          Summary (minRows=3)
        </Box>
        <TextareaAutosize id={minId} minRows={3} placeholder="At least three rows tall" />
      </div>
      <div>
        <Box component="label" htmlFor={maxId} sx={{ display: 'block', mb: 0.5 }}>
          Review (maxRows=4)
        </Box>
        <TextareaAutosize id={maxId} maxRows={4} defaultValue={review} />
      </div>
    </Box>
  );
}
