import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Popover, { type PopoverOrigin } from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

type Vertical = 'top' | 'center' | 'bottom';
type Horizontal = 'left' | 'center' | 'right';

export default function AnchorPlayground() {
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const [open, setOpen] = React.useState(false);
  const [anchorOrigin, setAnchorOrigin] = React.useState<PopoverOrigin>({
    vertical: 'bottom',
    horizontal: 'left',
  });
  const [transformOrigin, setTransformOrigin] = React.useState<PopoverOrigin>({
    vertical: 'top',
    horizontal: 'left',
  });

  const select = (
    label: string,
    value: string,
    options: string[],
    onChange: (next: string) => void,
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 200 }}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        alignItems: 'center',
      }}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        {select(
          'anchorOrigin.vertical',
          String(anchorOrigin.vertical),
          ['top', 'center', 'bottom'],
          (v) => setAnchorOrigin({ ...anchorOrigin, vertical: v as Vertical }),
        )}
        {select(
          'anchorOrigin.horizontal',
          String(anchorOrigin.horizontal),
          ['left', 'center', 'right'],
          (h) => setAnchorOrigin({ ...anchorOrigin, horizontal: h as Horizontal }),
        )}
        {select(
          'transformOrigin.vertical',
          String(transformOrigin.vertical),
          ['top', 'center', 'bottom'],
          (v) => setTransformOrigin({ ...transformOrigin, vertical: v as Vertical }),
        )}
        {select(
          'transformOrigin.horizontal',
          String(transformOrigin.horizontal),
          ['left', 'center', 'right'],
          (h) =>
            setTransformOrigin({
              ...transformOrigin,
              horizontal: h as Horizontal,
            }),
        )}
      </Box>
      <Button ref={buttonRef} variant="outlined" onClick={() => setOpen(true)} sx={{ my: 6 }}>
        Open popover
      </Button>
      <Popover
        open={open}
        anchorEl={buttonRef.current}
        onClose={() => setOpen(false)}
        anchorOrigin={anchorOrigin}
        transformOrigin={transformOrigin}
      >
        <Typography sx={{ p: 2 }}>Your cart holds 3 books.</Typography>
      </Popover>
    </Box>
  );
}
