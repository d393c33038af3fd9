import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import { createTheme, styled, ThemeProvider, type Theme } from '@mui/material/styles';

// styled(): a ring in the primary color around the avatar, as for a story or a selected person.
const RingAvatar = styled(Avatar)(({ theme }) => ({
  outline: `2px solid ${theme.palette.primary.main}`,
  outlineOffset: 2,
}));

// Theme overrides: rounded by default, and a brand color for avatars without an image.
const theme = (outer: Theme) =>
  createTheme({
    palette: { mode: outer.palette.mode },
    components: {
      MuiAvatar: {
        defaultProps: { variant: 'rounded' },
        styleOverrides: {
          colorDefault: { backgroundColor: '#00796b', color: '#ffffff' },
        },
      },
    },
  });

export default function CustomizedAvatars() {
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <Avatar sx={{ bgcolor: 'warning.light', color: 'warning.contrastText', fontWeight: 700 }}>MB</Avatar>
      <RingAvatar>RT</RingAvatar>
      <ThemeProvider theme={theme}>
        <Avatar>EV</Avatar>
        <Avatar>NO</Avatar>
      </ThemeProvider>
    </Stack>
  );
}
