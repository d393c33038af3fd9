import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import ArchiveIcon from '@mui/icons-material/Archive';
import DeleteIcon from '@mui/icons-material/Delete';
import ReplyIcon from '@mui/icons-material/Reply';

export default function BasicTooltip() {
  return (
    // A string title also becomes the aria-label of the icon button.
    <Stack direction="row" spacing={1}>
      <Tooltip title="Reply">
        <IconButton>
          <ReplyIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="Archive">
        <IconButton>
          <ArchiveIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="Delete">
        <IconButton>
          <DeleteIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
