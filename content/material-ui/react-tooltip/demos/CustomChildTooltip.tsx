import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

// Tooltip passes a ref and event handlers to its child. A custom component must forward the ref
// and spread the props it receives onto the DOM element.
const StatusDot = React.forwardRef<HTMLSpanElement, React.HTMLAttributes<HTMLSpanElement> & { online: boolean }>(
  function StatusDot({ online, ...props }, ref) {
    return (
      <Box
        component="span"
        ref={ref}
        tabIndex={0}
        {...props}
        sx={{ display: 'inline-block', width: 14, height: 14, borderRadius: '50%', bgcolor: online ? 'success.main' : 'grey.500' }}
      />
    );
  },
);

export default function CustomChildTooltip() {
  return (
    <Stack direction="row" spacing={3}>
      <Tooltip title="Online: Marta Nowak">
        <StatusDot online role="img" />
      </Tooltip>
      <Tooltip title="Away since 14:20: Yusuf Demir">
        <StatusDot online={false} role="img" />
      </Tooltip>
    </Stack>
  );
}
