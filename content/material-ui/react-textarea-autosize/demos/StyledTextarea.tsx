import * as React from 'react';
import Box from '@mui/material/Box';
import TextareaAutosize from '@mui/material/TextareaAutosize';
import { styled } from '@mui/material/styles';

// A reusable textarea that follows the theme's colors, shape and typography.
const Textarea = styled(TextareaAutosize)(({ theme }) => ({
  boxSizing: 'border-box',
  width: '100%',
  padding: theme.spacing(1, 1.5),
  font: 'inherit',
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  resize: 'none',
  '&:hover': { borderColor: theme.palette.text.primary },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -1 },
}));

export default function StyledTextarea() {
  const id = React.useId();
  const hintId = React.useId();

  return (
    <Box sx={{ width: 360, maxWidth: '100%' }}>
      <Box component="label" htmlFor={id} sx={{ display: 'block', mb: 0.5 }}>
        Release notes
      </Box>
      <Textarea
        id={id}
        minRows={2}
        maxRows={6}
        aria-describedby={hintId}
        defaultValue="Invoices now export to CSV."
      />
      <Box id={hintId} sx={{ mt: 0.5, typography: 'body2', color: 'text.secondary' }}>
        Grows up to six rows, then scrolls.
      </Box>
    </Box>
  );
}
