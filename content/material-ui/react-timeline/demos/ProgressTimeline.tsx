import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem, { timelineItemClasses } from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import { styled } from '@mui/material/styles';
import CheckIcon from '@mui/icons-material/Check';

// styled() turns the plain line into a thicker, dashed one for the steps still to come.
const PendingConnector = styled(TimelineConnector)(({ theme }) => ({
  width: 0,
  backgroundColor: 'transparent',
  borderLeft: `2px dashed ${theme.palette.divider}`,
}));

const steps = ['Ordered', 'Shipped', 'Out for delivery', 'Delivered'];
const current = 2; // "Out for delivery"

export default function ProgressTimeline() {
  return (
    <Timeline
      aria-label="Delivery progress"
      sx={{ [`& .${timelineItemClasses.root}::before`]: { flex: 0, padding: 0 } }}
    >
      {steps.map((step, index) => (
        <TimelineItem key={step} aria-current={index === current ? 'step' : undefined}>
          <TimelineSeparator>
            {/* A fixed size, so the dots with and without a check mark line up on one axis. */}
            <TimelineDot
              color={index <= current ? 'success' : 'grey'}
              variant={index <= current ? 'filled' : 'outlined'}
              sx={{ boxSizing: 'border-box', width: 28, height: 28, justifyContent: 'center', alignItems: 'center' }}
            >
              {index < current && <CheckIcon sx={{ fontSize: 16 }} />}
            </TimelineDot>
            {index < steps.length - 1 &&
              (index < current ? <TimelineConnector sx={{ bgcolor: 'success.main' }} /> : <PendingConnector />)}
          </TimelineSeparator>
          <TimelineContent sx={{ py: '14px', fontWeight: index === current ? 600 : 400 }}>{step}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
