import Stack from '@mui/joy/Stack';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';

export default function StackAlignment() {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', width: '100%', maxWidth: 420 }}
    >
      <Avatar>LM</Avatar>
      {/* flex: 1 takes the free space and pushes the button to the end. */}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography level="title-sm">Lena Müller</Typography>
        <Typography level="body-xs" noWrap>
          Product designer · Berlin
        </Typography>
      </Box>
      <Button size="sm" variant="outlined">
        Follow
      </Button>
    </Stack>
  );
}
