import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';

export default function VerticalDividers() {
  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Paper variant="outlined" sx={{ display: 'flex', alignItems: 'center', px: 0.5 }}>
        <IconButton aria-label="Align left">
          <FormatAlignLeftIcon />
        </IconButton>
        <IconButton aria-label="Align center">
          <FormatAlignCenterIcon />
        </IconButton>
        {/* flexItem lets the divider stretch to the height of the flex row. */}
        <Divider orientation="vertical" variant="middle" flexItem />
        <IconButton aria-label="Bold">
          <FormatBoldIcon />
        </IconButton>
        <IconButton aria-label="Italic">
          <FormatItalicIcon />
        </IconButton>
      </Paper>
      <Stack direction="row" spacing={2}>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="subtitle2" component="p">
            Have an account?
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Sign in to see your orders.
          </Typography>
          <Button variant="contained">Sign in</Button>
        </Stack>
        {/* Children of a vertical divider sit in the middle of the line. */}
        <Divider orientation="vertical" flexItem>
          or
        </Divider>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="subtitle2" component="p">
            New here?
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Check out as a guest.
          </Typography>
          <Button variant="outlined">Continue</Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
