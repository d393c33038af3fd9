import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { createTheme, ThemeProvider, type Theme, type ThemeOptions } from '@mui/material/styles';

// Every accordion under this provider is outlined, without the gap when open,
// and its summary text is bold.
const themeOptions: ThemeOptions = {
  components: {
    MuiAccordion: {
      defaultProps: { variant: 'outlined', disableGutters: true },
      styleOverrides: {
        root: { '&::before': { display: 'none' }, '& + &': { borderTop: 0 } },
      },
    },
    MuiAccordionSummary: {
      defaultProps: { expandIcon: <ExpandMoreIcon /> },
      styleOverrides: { content: { fontWeight: 600 } },
    },
  },
};

// Keeps the site's light or dark mode, so the demo reads well in both.
const theme = (outer: Theme) => createTheme({ ...themeOptions, palette: { ...themeOptions.palette, mode: outer.palette.mode } });

export default function ThemedAccordion() {
  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ width: '100%' }}>
        <Accordion>
          <AccordionSummary id="themed-hours-header" aria-controls="themed-hours-content">
            Opening hours
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2">Tuesday to Sunday, 10:00 to 18:00.</Typography>
          </AccordionDetails>
        </Accordion>
        <Accordion>
          <AccordionSummary id="themed-tickets-header" aria-controls="themed-tickets-content">
            Tickets
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2">$18 for adults, free for visitors under 18.</Typography>
          </AccordionDetails>
        </Accordion>
      </Box>
    </ThemeProvider>
  );
}
