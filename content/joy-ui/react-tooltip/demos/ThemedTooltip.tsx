import Button from '@mui/joy/Button';
import Tooltip from '@mui/joy/Tooltip';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const theme = extendTheme({
  components: {
    JoyTooltip: {
      // Every tooltip in this provider: soft primary, with an arrow, above its target.
      defaultProps: { variant: 'soft', color: 'primary', arrow: true, placement: 'top' },
      styleOverrides: {
        root: ({ theme: t }) => ({ maxWidth: 220, boxShadow: t.vars.shadow.md, fontWeight: t.vars.fontWeight.md }),
      },
    },
  },
});

export default function ThemedTooltip() {
  return (
    <CssVarsProvider theme={theme}>
      <Tooltip title="Shares a read-only link with anyone in your organization" describeChild>
        <Button>Share</Button>
      </Tooltip>
    </CssVarsProvider>
  );
}
