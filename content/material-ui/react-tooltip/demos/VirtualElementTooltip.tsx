import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';

const orders = [32, 48, 41, 60, 55, 72, 66];
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export default function VirtualElementTooltip() {
  const [point, setPoint] = React.useState<{ x: number; y: number; index: number } | null>(null);

  // Popper accepts any object with getBoundingClientRect: here, a zero-size box above the bar.
  const anchorEl = point ? { getBoundingClientRect: () => new DOMRect(point.x, point.y, 0, 0) } : null;

  const showBar = (index: number) => (event: React.MouseEvent<HTMLElement>) => {
    const bar = event.currentTarget.getBoundingClientRect();
    setPoint({ x: bar.left + bar.width / 2, y: bar.top, index });
  };

  return (
    <Tooltip
      title={point ? `${days[point.index]}: ${orders[point.index]} orders` : ''}
      open={point !== null}
      placement="top"
      arrow
      slotProps={{ popper: { anchorEl } }}
    >
      <Box
        onMouseLeave={() => setPoint(null)}
        role="img"
        aria-label={`Orders per day: ${days.map((day, index) => `${day} ${orders[index]}`).join(', ')}`}
        sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, height: 120, width: 300, px: 1 }}
      >
        {orders.map((value, index) => (
          <Box
            key={days[index]}
            onMouseEnter={showBar(index)}
            sx={{
              flex: 1,
              height: `${value}%`,
              borderRadius: '4px 4px 0 0',
              bgcolor: point?.index === index ? 'primary.dark' : 'primary.main',
            }}
          />
        ))}
      </Box>
    </Tooltip>
  );
}
