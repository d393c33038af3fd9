import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Paper from '@mui/material/Paper';
import Popper, { type PopperPlacementType } from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

const placements: PopperPlacementType[] = [
  'top-start',
  'top',
  'top-end',
  'left',
  'right',
  'bottom-start',
  'bottom',
  'bottom-end',
];

export default function PositionedPopper() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [placement, setPlacement] = React.useState<PopperPlacementType>('bottom');

  const handleClick = (next: PopperPlacementType) => (event: React.MouseEvent<HTMLElement>) => {
    setAnchorEl(anchorEl === event.currentTarget ? null : event.currentTarget);
    setPlacement(next);
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, minmax(0, 140px))',
        gap: 1,
        justifyContent: 'center',
        py: 6,
      }}
    >
      {placements.map((name) => (
        <Button
          key={name}
          size="small"
          variant="outlined"
          onClick={handleClick(name)}
          sx={name === 'right' ? { gridColumn: 3 } : undefined}
        >
          {name}
        </Button>
      ))}
      <Popper
        open={Boolean(anchorEl)}
        anchorEl={anchorEl}
        placement={placement}
        transition
        sx={{ zIndex: 1 }}
      >
        {({ TransitionProps }) => (
          <Fade {...TransitionProps} timeout={200}>
            <Paper elevation={4} sx={{ p: 1, m: 1 }}>
              <Typography variant="body2">{`placement="${placement}"`}</Typography>
            </Paper>
          </Fade>
        )}
      </Popper>
    </Box>
  );
}
