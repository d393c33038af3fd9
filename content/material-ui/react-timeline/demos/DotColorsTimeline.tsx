import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot, { type TimelineDotProps } from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const steps: { name: string; result: string; color: TimelineDotProps['color'] }[] = [
  { name: 'Build', result: 'Passed in 2 min', color: 'success' },
  { name: 'Unit tests', result: '1,204 passed', color: 'success' },
  { name: 'Security scan', result: '2 low-severity findings', color: 'warning' },
  { name: 'Deploy to staging', result: 'Running', color: 'info' },
  { name: 'Smoke tests', result: 'Checkout test failed', color: 'error' },
  { name: 'Deploy to production', result: 'Waiting for approval', color: 'grey' },
];

export default function DotColorsTimeline() {
  return (
    <Timeline aria-label="Pipeline run #482">
      {steps.map((step, index) => (
        <TimelineItem key={step.name}>
          <TimelineSeparator>
            <TimelineDot color={step.color} />
            {index < steps.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>
            {step.name}
            {/* The color is a hint: the text states the result for everyone. */}
            <br />
            <small>{step.result}</small>
          </TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
