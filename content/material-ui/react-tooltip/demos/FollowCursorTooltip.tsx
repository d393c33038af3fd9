import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';

export default function FollowCursorTooltip() {
  return (
    <Tooltip title="Drop files here to upload them to Shared documents" followCursor describeChild>
      <Box
        sx={{ width: 280, py: 5, border: '2px dashed', borderColor: 'divider', borderRadius: 2, textAlign: 'center', color: 'text.secondary' }}
      >
        Upload area
      </Box>
    </Tooltip>
  );
}
