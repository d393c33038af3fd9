import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const stages = [
  { label: 'Application received', date: 'Mar 3', done: true },
  { label: 'Phone screen', date: 'Mar 10', done: true },
  { label: 'Technical interview', date: 'Mar 17', done: false },
  { label: 'Offer', date: 'Mar 24', done: false },
];

export default function OutlinedTimeline() {
  return (
    <Timeline position="alternate">
      {stages.map((stage, index) => (
        <TimelineItem key={stage.label}>
          <TimelineOppositeContent color="text.secondary">{stage.date}</TimelineOppositeContent>
          <TimelineSeparator>
            {/* Filled dots for the stages that are done, outlined ones for what is still ahead. */}
            <TimelineDot color="primary" variant={stage.done ? 'filled' : 'outlined'} />
            {index < stages.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>
            {stage.label}
            {!stage.done && ' (upcoming)'}
          </TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
