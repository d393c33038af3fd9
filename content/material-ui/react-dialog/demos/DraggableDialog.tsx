import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper, { type PaperProps } from '@mui/material/Paper';

// A Paper that moves with the pointer while the title is dragged. No library needed.
function DraggablePaper(props: PaperProps) {
  const [offset, setOffset] = React.useState({ x: 0, y: 0 });
  const start = React.useRef<{ x: number; y: number } | null>(null);

  const handlePointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    if (!(event.target as HTMLElement).closest('.drag-handle')) {
      return;
    }
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = { x: event.clientX - offset.x, y: event.clientY - offset.y };
  };

  const handlePointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    if (start.current) {
      setOffset({ x: event.clientX - start.current.x, y: event.clientY - start.current.y });
    }
  };

  return (
    <Paper
      {...props}
      onPointerDown={handlePointerDown}
      onPointerMove={handlePointerMove}
      onPointerUp={() => (start.current = null)}
      style={{ ...props.style, translate: `${offset.x}px ${offset.y}px` }}
    />
  );
}

export default function DraggableDialog() {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open movable dialog
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} PaperComponent={DraggablePaper}>
        <DialogTitle className="drag-handle" sx={{ cursor: 'move', touchAction: 'none', userSelect: 'none' }}>
          Compare with the original
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            Drag this dialog by its title to uncover the page behind it, then close it when you are done.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </React.Fragment>
  );
}
