import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const events = ['Order placed', 'Payment confirmed', 'Packed at the warehouse', 'Handed to the carrier'];

export default function BasicTimeline() {
  return (
    <Timeline aria-label="Order history">
      {events.map((event, index) => (
        <TimelineItem key={event}>
          <TimelineSeparator>
            <TimelineDot />
            {/* The last item has no line below its dot. */}
            {index < events.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>{event}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
