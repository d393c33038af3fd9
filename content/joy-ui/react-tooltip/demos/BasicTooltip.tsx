import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Tooltip from '@mui/joy/Tooltip';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';

export default function BasicTooltip() {
  return (
    // A string title also becomes each button's aria-label.
    <Stack direction="row" spacing={1}>
      <Tooltip title="Edit">
        <IconButton variant="outlined">
          <EditRounded />
        </IconButton>
      </Tooltip>
      <Tooltip title="Add to favorites">
        <IconButton variant="outlined">
          <FavoriteBorder />
        </IconButton>
      </Tooltip>
      <Tooltip title="Delete">
        <IconButton variant="outlined" color="danger">
          <DeleteOutlineRounded />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
