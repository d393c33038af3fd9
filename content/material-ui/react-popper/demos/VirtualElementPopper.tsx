import * as React from 'react';
import Paper from '@mui/material/Paper';
import Popper, { type PopperProps } from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

export default function VirtualElementPopper() {
  const [anchorEl, setAnchorEl] = React.useState<PopperProps['anchorEl']>(null);
  const [words, setWords] = React.useState(0);

  const handleMouseUp = () => {
    const selection = window.getSelection();
    if (!selection || selection.isCollapsed || selection.rangeCount === 0) {
      setAnchorEl(null);
      return;
    }
    const range = selection.getRangeAt(0);
    setWords(selection.toString().trim().split(/\s+/).length);
    // An object with getBoundingClientRect stands in for an element.
    setAnchorEl({ getBoundingClientRect: () => range.getBoundingClientRect() });
  };

  return (
    <div>
      <Typography onMouseUp={handleMouseUp} sx={{ maxWidth: 520 }}>
        Select a few words of this paragraph with the mouse. The lighthouse keeper wrote in her log
        every evening: the color of the sea, the ships that passed, and the birds that rested on the
        railing before flying south.
      </Typography>
      <Popper open={Boolean(anchorEl)} anchorEl={anchorEl} placement="top">
        <Paper elevation={4} sx={{ px: 1.5, py: 0.5, mb: 1 }}>
          <Typography variant="body2">
            {words} {words === 1 ? 'word' : 'words'} selected
          </Typography>
        </Paper>
      </Popper>
    </div>
  );
}
