import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const theme = extendTheme({
  components: {
    JoySheet: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: {
        root: ({ theme: t }) => ({ borderRadius: t.vars.radius.md, padding: t.spacing(2) }),
      },
    },
  },
});

export default function SheetThemeOverrides() {
  return (
    <CssVarsProvider theme={theme}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Sheet>
          <Typography level="title-sm">Members</Typography>
          <Typography level="h3">24</Typography>
        </Sheet>
        <Sheet color="warning" variant="soft">
          <Typography level="title-sm">Pending invites</Typography>
          <Typography level="h3">3</Typography>
        </Sheet>
      </Stack>
    </CssVarsProvider>
  );
}
