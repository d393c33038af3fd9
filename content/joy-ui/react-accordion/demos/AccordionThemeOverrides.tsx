import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const theme = extendTheme({
  components: {
    JoyAccordionGroup: {
      defaultProps: { variant: 'outlined', size: 'sm' },
      styleOverrides: { root: ({ theme: t }) => ({ borderRadius: t.vars.radius.md }) },
    },
    JoyAccordionSummary: {
      styleOverrides: { button: ({ theme: t }) => ({ fontWeight: t.vars.fontWeight.lg }) },
    },
  },
});

export default function AccordionThemeOverrides() {
  return (
    <CssVarsProvider theme={theme}>
      <AccordionGroup sx={{ width: '100%', maxWidth: 480 }}>
        <Accordion>
          <AccordionSummary>Keyboard shortcuts</AccordionSummary>
          <AccordionDetails>Press ? anywhere to see every shortcut.</AccordionDetails>
        </Accordion>
        <Accordion>
          <AccordionSummary>Accessibility settings</AccordionSummary>
          <AccordionDetails>Reduce motion, raise contrast and enlarge text.</AccordionDetails>
        </Accordion>
      </AccordionGroup>
    </CssVarsProvider>
  );
}
