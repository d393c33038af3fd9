import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem, { timelineItemClasses } from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const changes = [
  'v2.4.0: CSV export for reports',
  'v2.3.2: Fixed the date filter in Safari',
  'v2.3.1: Faster search on large projects',
  'v2.3.0: Dark mode',
];

export default function LeftAlignedTimeline() {
  return (
    <Timeline
      aria-label="Release history"
      sx={{
        // Without opposite content, each item keeps an empty half on the left: collapse it.
        [`& .${timelineItemClasses.root}::before`]: { flex: 0, padding: 0 },
      }}
    >
      {changes.map((change, index) => (
        <TimelineItem key={change}>
          <TimelineSeparator>
            <TimelineDot variant="outlined" color="primary" />
            {index < changes.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>{change}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
