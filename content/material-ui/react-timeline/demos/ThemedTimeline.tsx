import type {} from '@mui/lab/themeAugmentation';
import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';

// Every timeline inside this provider gets outlined secondary dots and a thicker line.
const theme = (outer: Theme) =>
  createTheme({
    palette: { mode: outer.palette.mode },
    components: {
      MuiTimelineDot: {
        defaultProps: { variant: 'outlined', color: 'secondary' },
        styleOverrides: { root: { borderWidth: 3 } },
      },
      MuiTimelineConnector: {
        styleOverrides: { root: ({ theme: t }) => ({ width: 4, borderRadius: 2, backgroundColor: t.palette.secondary.light }) },
      },
      MuiTimelineContent: {
        defaultProps: { variant: 'body2' },
      },
    },
  });

const chapters = ['Chapter 1: The letter', 'Chapter 2: Crossing the border', 'Chapter 3: The archive', 'Epilogue'];

export default function ThemedTimeline() {
  return (
    <ThemeProvider theme={theme}>
      <Timeline position="alternate" aria-label="Reading progress">
        {chapters.map((chapter, index) => (
          <TimelineItem key={chapter}>
            <TimelineSeparator>
              <TimelineDot />
              {index < chapters.length - 1 && <TimelineConnector />}
            </TimelineSeparator>
            <TimelineContent>{chapter}</TimelineContent>
          </TimelineItem>
        ))}
      </Timeline>
    </ThemeProvider>
  );
}
