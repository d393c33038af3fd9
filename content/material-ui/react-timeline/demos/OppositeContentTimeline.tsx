import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const agenda = [
  { time: '09:00', title: 'Registration and coffee' },
  { time: '09:30', title: 'Keynote: ten years of design systems' },
  { time: '11:00', title: 'Workshop: accessible forms' },
  { time: '12:30', title: 'Lunch' },
];

export default function OppositeContentTimeline() {
  return (
    <Timeline aria-label="Conference agenda">
      {agenda.map((slot, index) => (
        <TimelineItem key={slot.time}>
          <TimelineOppositeContent color="text.secondary">
            <time dateTime={slot.time}>{slot.time}</time>
          </TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineDot color="secondary" />
            {index < agenda.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>{slot.title}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
