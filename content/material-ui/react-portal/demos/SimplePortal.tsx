import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Portal from '@mui/material/Portal';
import Typography from '@mui/material/Typography';

export default function SimplePortal() {
  const [show, setShow] = React.useState(false);
  const container = React.useRef<HTMLDivElement>(null);

  return (
    <div>
      <Button variant="outlined" onClick={() => setShow(!show)}>
        {show ? 'Unmount' : 'Mount'} the coupon
      </Button>
      <Box sx={{ p: 1.5, my: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Typography variant="body2" color="text.secondary">
          Rendered here in the React tree:
        </Typography>
        {show ? (
          <Portal container={() => container.current}>
            <Typography>Coupon SPRING24: 15% off every order this week.</Typography>
          </Portal>
        ) : null}
      </Box>
      <Box ref={container} sx={{ p: 1.5, border: 1, borderColor: 'primary.main', borderRadius: 1 }}>
        <Typography variant="body2" color="text.secondary">
          Appears here in the DOM:
        </Typography>
      </Box>
    </div>
  );
}
