import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import Typography from '@mui/material/Typography';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import HotelIcon from '@mui/icons-material/Hotel';
import DirectionsWalkIcon from '@mui/icons-material/DirectionsWalk';
import RestaurantIcon from '@mui/icons-material/Restaurant';

const trip = [
  { time: '07:40', title: 'Flight to Porto', detail: 'Gate B12, seat 14A', icon: <FlightTakeoffIcon />, color: 'primary' as const },
  { time: '11:00', title: 'Check in', detail: 'Casa da Ribeira', icon: <HotelIcon />, color: 'secondary' as const },
  { time: '14:00', title: 'Walking tour', detail: 'Old town and the bridge', icon: <DirectionsWalkIcon />, color: 'success' as const },
  { time: '20:00', title: 'Dinner', detail: 'Table for two at O Cais', icon: <RestaurantIcon />, color: 'warning' as const },
];

export default function IconTimeline() {
  return (
    <Timeline position="alternate" aria-label="Friday itinerary">
      {trip.map((stop, index) => (
        <TimelineItem key={stop.title}>
          <TimelineOppositeContent sx={{ m: 'auto 0' }} variant="body2" color="text.secondary">
            {stop.time}
          </TimelineOppositeContent>
          <TimelineSeparator>
            {/* A line above and below the dot centers it on the content. */}
            <TimelineConnector sx={{ visibility: index === 0 ? 'hidden' : 'visible' }} />
            <TimelineDot color={stop.color}>{stop.icon}</TimelineDot>
            <TimelineConnector sx={{ visibility: index === trip.length - 1 ? 'hidden' : 'visible' }} />
          </TimelineSeparator>
          <TimelineContent sx={{ py: 1.5 }}>
            <Typography variant="h6" component="h3">
              {stop.title}
            </Typography>
            <Typography variant="body2">{stop.detail}</Typography>
          </TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
