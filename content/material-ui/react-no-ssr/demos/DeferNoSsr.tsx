import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import NoSsr from '@mui/material/NoSsr';
import Typography from '@mui/material/Typography';

function Mounted({ name, onMount }: { name: string; onMount: (name: string) => void }) {
  React.useEffect(() => onMount(name), [name, onMount]);
  return <Typography variant="body2">{name}: mounted</Typography>;
}

export default function DeferNoSsr() {
  const [run, setRun] = React.useState(0);
  const [order, setOrder] = React.useState<string[]>([]);
  const handleMount = React.useCallback((name: string) => setOrder((list) => [...list, name]), []);

  return (
    <Box key={run}>
      <NoSsr defer>
        <Mounted name="Reviews (defer)" onMount={handleMount} />
      </NoSsr>
      <NoSsr>
        <Mounted name="Price (no defer)" onMount={handleMount} />
      </NoSsr>
      <Typography sx={{ mt: 2 }} role="status">
        Mount order: {order.join(', then ') || 'waiting'}
      </Typography>
      <Button
        size="small"
        sx={{ mt: 1 }}
        onClick={() => {
          setOrder([]);
          setRun(run + 1);
        }}
      >
        Mount again
      </Button>
    </Box>
  );
}
