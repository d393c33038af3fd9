import * as React from 'react';
import Box from '@mui/material/Box';
import Timeline, { type TimelineProps } from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

type Position = NonNullable<TimelineProps['position']>;

const milestones = ['Idea pitched', 'Prototype built', 'First customer', 'Seed round', 'Team of ten'];

export default function TimelinePositions() {
  const [position, setPosition] = React.useState<Position>('alternate');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={position}
        onChange={(_event, value: Position | null) => value && setPosition(value)}
        aria-label="Position"
        sx={{ display: 'flex', justifyContent: 'center', flexWrap: 'wrap' }}
      >
        {(['left', 'right', 'alternate', 'alternate-reverse'] as const).map((value) => (
          <ToggleButton key={value} value={value}>
            {value}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Timeline position={position}>
        {milestones.map((milestone, index) => (
          <TimelineItem key={milestone}>
            <TimelineSeparator>
              <TimelineDot color="primary" />
              {index < milestones.length - 1 && <TimelineConnector />}
            </TimelineSeparator>
            <TimelineContent>{milestone}</TimelineContent>
          </TimelineItem>
        ))}
      </Timeline>
    </Box>
  );
}
