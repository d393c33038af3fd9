import ButtonGroup from '@mui/material/ButtonGroup';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function VerticalButtonGroup() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
      <ButtonGroup orientation="vertical" aria-label="Sort books by">
        <Button>Title</Button>
        <Button>Author</Button>
        <Button>Publication year</Button>
      </ButtonGroup>
      <ButtonGroup orientation="vertical" variant="contained" aria-label="Sort books by">
        <Button>Title</Button>
        <Button>Author</Button>
        <Button>Publication year</Button>
      </ButtonGroup>
      <ButtonGroup orientation="vertical" variant="text" aria-label="Sort books by">
        <Button>Title</Button>
        <Button>Author</Button>
        <Button>Publication year</Button>
      </ButtonGroup>
    </Stack>
  );
}
