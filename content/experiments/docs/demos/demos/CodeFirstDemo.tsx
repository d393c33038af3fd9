import Typography from '@mui/material/Typography';

// A demo whose point is its code: the page opens the code panel from the start.
export default function CodeFirstDemo() {
  const greeting: string = 'Hello from the code panel';
  return <Typography variant="body1">{greeting}</Typography>;
}
