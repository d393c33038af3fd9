import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

type Direction = 'up' | 'down' | 'left' | 'right';

export default function SlideTransition() {
  const [checked, setChecked] = React.useState(false);
  const [direction, setDirection] = React.useState<Direction>('up');
  const containerRef = React.useRef<HTMLDivElement>(null);

  return (
    <div>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Button variant="outlined" onClick={() => setChecked(!checked)}>
          {checked ? 'Hide' : 'Show'} cart
        </Button>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={direction}
          aria-label="direction"
          onChange={(_, next: Direction | null) => next && setDirection(next)}
        >
          {(['up', 'down', 'left', 'right'] as const).map((name) => (
            <ToggleButton key={name} value={name}>
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {/* `container` makes the panel start at this box's edge instead of the screen's. */}
      <Box
        ref={containerRef}
        sx={{
          mt: 2,
          height: 140,
          p: 2,
          overflow: 'hidden',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        <Slide in={checked} direction={direction} container={containerRef.current}>
          <Paper elevation={4} sx={{ p: 2, width: 220 }}>
            <Typography variant="body2">2 books in your cart, $31.80</Typography>
          </Paper>
        </Slide>
      </Box>
    </div>
  );
}
