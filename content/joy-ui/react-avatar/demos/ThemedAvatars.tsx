import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const theme = extendTheme({
  components: {
    JoyAvatar: {
      defaultProps: { variant: 'solid', color: 'primary' },
      styleOverrides: {
        // Rounded squares instead of circles.
        root: { '--Avatar-radius': '10px' },
        // The generic person icon, shown when there is nothing else to show.
        fallback: { width: '70%', height: '70%' },
      },
    },
  },
});

export default function ThemedAvatars() {
  return (
    <CssVarsProvider theme={theme}>
      <AvatarGroup role="group" aria-label="Project owners">
        <Avatar role="img" aria-label="Hana Kobayashi">HK</Avatar>
        <Avatar role="img" aria-label="Diego Alvarez">DA</Avatar>
        <Avatar role="img" aria-label="Unknown owner" />
      </AvatarGroup>
    </CssVarsProvider>
  );
}
