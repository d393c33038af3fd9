import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const messages = [
  { from: 'customer', text: 'My parcel says delivered, but it is not here.' },
  { from: 'agent', text: 'Sorry about that! Could you check with your neighbors first?' },
  { from: 'agent', text: 'I have also opened a claim with the carrier.' },
  { from: 'customer', text: 'A neighbor had it. All good, thank you!' },
];

export default function ItemPositionTimeline() {
  return (
    <Timeline aria-label="Support conversation">
      {messages.map((message, index) => (
        // Each item picks its own side: the agent's messages on the right, the customer's on the left.
        <TimelineItem key={index} position={message.from === 'agent' ? 'right' : 'left'}>
          <TimelineSeparator>
            <TimelineDot color={message.from === 'agent' ? 'primary' : 'grey'} />
            {index < messages.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>
            <strong>{message.from === 'agent' ? 'Agent' : 'Customer'}:</strong> {message.text}
          </TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
