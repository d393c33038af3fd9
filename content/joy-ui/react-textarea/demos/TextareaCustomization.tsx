import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const theme = extendTheme({
  components: {
    JoyTextarea: {
      defaultProps: { variant: 'soft', minRows: 3 },
      styleOverrides: {
        textarea: ({ theme: t }) => ({ fontFamily: t.vars.fontFamily.code, fontSize: t.vars.fontSize.sm }),
      },
    },
  },
});

export default function TextareaCustomization() {
  return (
    <Stack spacing={2} sx={{ width: 420, maxWidth: '100%' }}>
      {/* CSS variables through sx: focus ring, corners, padding. */}
      <Textarea
        aria-label="Feedback"
        placeholder="Rounder, with a thicker focus ring"
        minRows={2}
        sx={{ '--Textarea-radius': '16px', '--Textarea-focusedThickness': '3px', '--Textarea-paddingInline': '16px' }}
      />
      {/* A local theme: every Textarea under this provider is soft, three rows and monospaced. */}
      <CssVarsProvider theme={theme}>
        <Textarea aria-label="Configuration" defaultValue={'port = 8080\nlog_level = "info"'} />
      </CssVarsProvider>
    </Stack>
  );
}
