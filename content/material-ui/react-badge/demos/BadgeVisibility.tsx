import * as React from 'react';
import Badge from '@mui/material/Badge';
import ButtonGroup from '@mui/material/ButtonGroup';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ShoppingBasketIcon from '@mui/icons-material/ShoppingBasket';

export default function BadgeVisibility() {
  const [count, setCount] = React.useState(1);
  const [showZero, setShowZero] = React.useState(false);
  const [hidden, setHidden] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
        <Badge badgeContent={count} showZero={showZero} invisible={hidden} color="secondary">
          <ShoppingBasketIcon color="action" />
        </Badge>
        <ButtonGroup size="small" aria-label="Items in the basket">
          <Button aria-label="Remove an item" onClick={() => setCount((value) => Math.max(value - 1, 0))}>
            −
          </Button>
          <Button aria-label="Add an item" onClick={() => setCount((value) => value + 1)}>
            +
          </Button>
        </ButtonGroup>
      </Stack>
      <FormControlLabel
        control={<Switch checked={showZero} onChange={(event) => setShowZero(event.target.checked)} />}
        label="Show zero"
      />
      <FormControlLabel
        control={<Switch checked={hidden} onChange={(event) => setHidden(event.target.checked)} />}
        label="Hide the badge"
      />
    </Stack>
  );
}
