import CircularProgress from '@mui/joy/CircularProgress';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import AddRounded from '@mui/icons-material/AddRounded';

export default function IconButtons() {
  return (
    <Stack spacing={2}>
      {/* IconButton is square and `plain` by default. Its only content is an icon, so it needs an aria-label. */}
      <Stack direction="row" spacing={1}>
        <IconButton aria-label="Edit">
          <EditOutlined />
        </IconButton>
        <IconButton variant="soft" aria-label="Share">
          <ShareOutlined />
        </IconButton>
        <IconButton variant="outlined" color="danger" aria-label="Delete">
          <DeleteOutlined />
        </IconButton>
        <IconButton variant="solid" color="primary" aria-label="Add">
          <AddRounded />
        </IconButton>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton size="sm" variant="outlined" aria-label="Add (small)">
          <AddRounded />
        </IconButton>
        <IconButton size="md" variant="outlined" aria-label="Add (medium)">
          <AddRounded />
        </IconButton>
        <IconButton size="lg" variant="outlined" aria-label="Add (large)">
          <AddRounded />
        </IconButton>
        {/* IconButton has a loading state too: the spinner replaces the icon. The default spinner has no name: give it one. */}
        <IconButton loading variant="soft" aria-label="Upload" loadingIndicator={<CircularProgress size="sm" aria-label="Uploading" />}>
          <AddRounded />
        </IconButton>
      </Stack>
    </Stack>
  );
}
