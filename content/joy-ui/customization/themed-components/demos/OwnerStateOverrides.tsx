import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const theme = extendTheme({
  components: {
    JoyButton: {
      styleOverrides: {
        // A function receives the component's props (ownerState) and the theme.
        root: ({ ownerState, theme }) => ({
          fontWeight: theme.vars.fontWeight.lg,
          ...(ownerState.size === 'lg' && { paddingInline: theme.spacing(4) }),
          ...(ownerState.color === 'danger' &&
            ownerState.variant === 'solid' && {
              boxShadow: `0 4px 12px rgba(${theme.vars.palette.danger.mainChannel} / 0.4)`,
            }),
          '&.Mui-disabled': { opacity: 0.6 },
        }),
      },
    },
  },
});

export default function OwnerStateOverrides() {
  return (
    <CssVarsProvider theme={theme}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', justifyContent: 'center', alignItems: 'center', gap: 1 }}>
        <Button size="lg">Start free trial</Button>
        <Button color="danger">Delete account</Button>
        <Button color="danger" variant="soft">
          Remove member
        </Button>
        <Button disabled>Sold out</Button>
      </Stack>
    </CssVarsProvider>
  );
}
