import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';

const theme = extendTheme({
  components: {
    JoyRadio: {
      defaultProps: { color: 'success', checkedIcon: <CheckCircleRounded /> },
      styleOverrides: {
        // Slot keys: root, radio, icon, action, input, label.
        label: { fontWeight: 600 },
      },
    },
  },
});

export default function RadioCustomization() {
  return (
    <Stack direction="row" spacing={5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {/* --RadioGroup-gap on the group spaces the radios; --Radio-size on each Radio sets its circle. */}
      <RadioGroup name="sx-demo" defaultValue="a" aria-label="Larger radios" sx={{ '--RadioGroup-gap': '16px' }}>
        <Radio value="a" label="Larger radio" sx={{ '--Radio-size': '28px' }} />
        <Radio value="b" label="Another" sx={{ '--Radio-size': '28px' }} />
      </RadioGroup>
      <CssVarsProvider theme={theme}>
        <RadioGroup name="theme-demo" defaultValue="a" aria-label="Themed radios">
          <Radio value="a" label="Themed radio" />
          <Radio value="b" label="Another" />
        </RadioGroup>
      </CssVarsProvider>
    </Stack>
  );
}
