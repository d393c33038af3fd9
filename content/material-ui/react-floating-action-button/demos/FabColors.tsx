import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import ChatIcon from '@mui/icons-material/Chat';

const colors = ['default', 'primary', 'secondary', 'success', 'error', 'info', 'warning', 'inherit'] as const;

export default function FabColors() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {colors.map((color) => (
        <Box key={color} sx={{ textAlign: 'center', typography: 'caption', color: 'text.secondary' }}>
          <Fab color={color} aria-label={`Start a chat (${color})`} sx={{ display: 'flex', mb: 0.5 }}>
            <ChatIcon />
          </Fab>
          {color}
        </Box>
      ))}
    </Stack>
  );
}
