import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineOppositeContent, { timelineOppositeContentClasses } from '@mui/lab/TimelineOppositeContent';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const log = [
  { date: '2024-05-02', text: 'Ticket opened: the invoice PDF shows the wrong VAT number for customers in Austria.' },
  { date: '2024-05-03', text: 'Reproduced on staging; the tax lookup uses the billing country instead of the shipping country.' },
  { date: '2024-05-06', text: 'Fix released in v3.8.1 and the customer notified.' },
];

export default function OppositeContentWidth() {
  return (
    <Timeline
      sx={{
        // Content and opposite content share the width 1:1 by default; give the dates a fifth.
        [`& .${timelineOppositeContentClasses.root}`]: { flex: 0.2 },
      }}
    >
      {log.map((entry, index) => (
        <TimelineItem key={entry.date}>
          <TimelineOppositeContent color="text.secondary" variant="body2">
            <time dateTime={entry.date}>{entry.date}</time>
          </TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineDot />
            {index < log.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>{entry.text}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
