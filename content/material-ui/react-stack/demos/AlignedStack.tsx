import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function AlignedStack() {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{
        width: '100%',
        maxWidth: 480,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        // Center the children on the cross axis; push the button to the end.
        alignItems: 'center',
        justifyContent: 'space-between',
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Avatar>JL</Avatar>
        <div>
          <Typography variant="subtitle2" component="p">Jonas Lindqvist</Typography>
          <Typography variant="body2" color="text.secondary">
            Invited you to “Roadmap 2027”
          </Typography>
        </div>
      </Stack>
      <Button size="small" variant="outlined">
        Accept
      </Button>
    </Stack>
  );
}
