import { CssVarsProvider, extendTheme } from '@mui/joy/styles';
import Stack from '@mui/joy/Stack';
import Chip from '@mui/joy/Chip';

const theme = extendTheme({
  components: {
    // Every Stack in this theme uses the `gap` property for its spacing.
    JoyStack: {
      defaultProps: { useFlexGap: true },
    },
  },
});

export default function ThemedStack() {
  return (
    <CssVarsProvider theme={theme}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', maxWidth: 280 }}>
        {['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => (
          <Chip key={day} variant="outlined">
            {day}
          </Chip>
        ))}
      </Stack>
    </CssVarsProvider>
  );
}
