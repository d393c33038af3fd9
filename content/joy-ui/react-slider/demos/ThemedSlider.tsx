import Slider from '@mui/joy/Slider';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const theme = extendTheme({
  components: {
    JoySlider: {
      defaultProps: { valueLabelDisplay: 'auto', color: 'neutral' },
      styleOverrides: {
        // Slot keys: root, rail, track, thumb, mark, markLabel, valueLabel, input.
        root: { '--Slider-trackSize': '4px' },
        valueLabel: ({ theme: t }) => ({ borderRadius: t.vars.radius.sm, fontFamily: t.vars.fontFamily.code }),
      },
    },
  },
});

export default function ThemedSlider() {
  return (
    <CssVarsProvider theme={theme}>
      <Slider defaultValue={35} aria-label="Opacity" sx={{ width: 300 }} />
    </CssVarsProvider>
  );
}
