import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// A root element that remembers how often it was clicked, in its own state.
const CountingButton = React.forwardRef<HTMLButtonElement, React.ComponentPropsWithoutRef<'button'>>(
  function CountingButton({ children, onClick, ...other }, ref) {
    const [clicks, setClicks] = React.useState(0);
    return (
      <button
        ref={ref}
        onClick={(event) => {
          setClicks((count) => count + 1);
          onClick?.(event);
        }}
        {...other}
      >
        {children}
        <span style={{ marginInlineStart: 8 }}>· {clicks}</span>
      </button>
    );
  },
);

export default function InlineComponent() {
  const [renders, setRenders] = React.useState(1);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" component={CountingButton}>
          Stable component
        </Button>
        <Button
          variant="outlined"
          color="error"
          // A new component type on every render: React unmounts the old button and mounts a new one.
          component={React.forwardRef<HTMLButtonElement>((props, ref) => <CountingButton ref={ref} {...props} />)}
        >
          Inline component
        </Button>
      </Stack>
      <Button variant="contained" onClick={() => setRenders((count) => count + 1)}>
        Re-render the parent
      </Button>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Parent renders: {renders}
      </Typography>
    </Stack>
  );
}
