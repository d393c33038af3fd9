import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import SpeedDial, { type SpeedDialProps } from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Switch from '@mui/material/Switch';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PrintIcon from '@mui/icons-material/Print';
import ShareIcon from '@mui/icons-material/Share';

const actions = [
  { icon: <ContentCopyIcon />, name: 'Copy link' },
  { icon: <PrintIcon />, name: 'Print' },
  { icon: <ShareIcon />, name: 'Share' },
];

// Put the dial in the corner opposite to where its actions open.
const corner: Record<NonNullable<SpeedDialProps['direction']>, object> = {
  up: { bottom: 16, right: 16 },
  left: { bottom: 16, right: 16 },
  down: { top: 16, left: 16 },
  right: { top: 16, left: 16 },
};

export default function SpeedDialDirections() {
  const [direction, setDirection] = React.useState<NonNullable<SpeedDialProps['direction']>>('up');
  const [hidden, setHidden] = React.useState(false);
  const labelId = React.useId();

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 3 }}>
        <FormLabel id={labelId}>Direction</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={direction}
          onChange={(event) => setDirection(event.target.value as typeof direction)}
        >
          {['up', 'right', 'down', 'left'].map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={value} />
          ))}
        </RadioGroup>
        <FormControlLabel
          control={
            <Switch checked={hidden} onChange={(event) => setHidden(event.target.checked)} />
          }
          label="Hidden"
        />
      </Box>
      <Box sx={{ position: 'relative', height: 300, mt: 2 }}>
        <SpeedDial
          ariaLabel="Page actions"
          hidden={hidden}
          icon={<SpeedDialIcon />}
          direction={direction}
          sx={{ position: 'absolute', ...corner[direction] }}
        >
          {actions.map((action) => (
            <SpeedDialAction key={action.name} icon={action.icon} tooltipTitle={action.name} />
          ))}
        </SpeedDial>
      </Box>
    </Box>
  );
}
