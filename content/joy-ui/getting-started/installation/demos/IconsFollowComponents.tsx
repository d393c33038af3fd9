import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';

export default function IconsFollowComponents() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Typography level="title-md">Quarterly report.pdf</Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
        {/* The icon takes the button's color and the size that matches `size`. */}
        <Button size="sm" startDecorator={<CloudUploadRounded />}>
          Upload
        </Button>
        <Button variant="soft" color="neutral" startDecorator={<CloudUploadRounded />}>
          Upload
        </Button>
        <Button size="lg" variant="outlined" startDecorator={<CloudUploadRounded />}>
          Upload
        </Button>
      </Stack>
      <Stack direction="row" spacing={1}>
        <IconButton aria-label="Add to favorites" variant="soft" color="primary">
          <FavoriteBorderRounded />
        </IconButton>
        <IconButton aria-label="Delete file" variant="solid" color="danger">
          <DeleteOutlineRounded />
        </IconButton>
      </Stack>
    </Stack>
  );
}
