import { CssVarsProvider, extendTheme } from '@mui/joy/styles';
import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';

const theme = extendTheme({
  components: {
    // Default props: every Tab in this theme is primary with an inset indicator.
    JoyTab: {
      defaultProps: { color: 'primary', indicatorInset: true },
      styleOverrides: {
        root: ({ ownerState }) => ({
          fontWeight: 600,
          ...(ownerState.selected && { letterSpacing: '0.01em' }),
        }),
      },
    },
    JoyTabList: {
      styleOverrides: { root: { gap: 4 } },
    },
  },
});

export default function ThemedTabs() {
  return (
    <CssVarsProvider theme={theme}>
      <Tabs defaultValue={0}>
        <TabList aria-label="Dashboard">
          <Tab>Traffic</Tab>
          <Tab>Conversions</Tab>
          <Tab>Revenue</Tab>
        </TabList>
      </Tabs>
    </CssVarsProvider>
  );
}
