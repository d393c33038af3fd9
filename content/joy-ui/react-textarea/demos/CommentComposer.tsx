import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Textarea from '@mui/joy/Textarea';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import AttachFile from '@mui/icons-material/AttachFile';

export default function CommentComposer() {
  const [bold, setBold] = React.useState(false);
  const [italic, setItalic] = React.useState(false);
  return (
    <Textarea
      aria-label="Write a comment"
      placeholder="Write a comment…"
      minRows={3}
      // The end decorator sits below the text: a natural place for a toolbar.
      endDecorator={
        <Box sx={{ display: 'flex', gap: 0.5, flex: 1, borderTop: '1px solid', borderColor: 'divider', pt: 1 }}>
          <IconButton size="sm" aria-label="Bold" aria-pressed={bold} variant={bold ? 'soft' : 'plain'} onClick={() => setBold(!bold)}>
            <FormatBold />
          </IconButton>
          <IconButton size="sm" aria-label="Italic" aria-pressed={italic} variant={italic ? 'soft' : 'plain'} onClick={() => setItalic(!italic)}>
            <FormatItalic />
          </IconButton>
          <IconButton size="sm" aria-label="Attach a file">
            <AttachFile />
          </IconButton>
          <Button size="sm" sx={{ ml: 'auto' }}>
            Send
          </Button>
        </Box>
      }
      sx={{ width: 460, maxWidth: '100%', fontWeight: bold ? 'lg' : undefined, fontStyle: italic ? 'italic' : undefined }}
    />
  );
}
