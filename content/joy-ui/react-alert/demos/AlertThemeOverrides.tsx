import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const theme = extendTheme({
  components: {
    JoyAlert: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: {
        // ownerState carries the resolved props, so the accent follows each alert's color.
        root: ({ ownerState, theme: t }) => ({
          borderInlineStartWidth: 4,
          ...(ownerState.color && {
            borderInlineStartColor: t.vars.palette[ownerState.color][500],
          }),
        }),
      },
    },
  },
});

export default function AlertThemeOverrides() {
  return (
    <CssVarsProvider theme={theme}>
      <Stack spacing={1.5} sx={{ width: '100%' }}>
        <Alert color="success">Backup completed at 03:12.</Alert>
        <Alert color="danger">Two backups failed this week.</Alert>
      </Stack>
    </CssVarsProvider>
  );
}
