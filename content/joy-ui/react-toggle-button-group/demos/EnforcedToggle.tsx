import * as React from 'react';
import Button from '@mui/joy/Button';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';

type Unit = 'metric' | 'imperial';

export default function EnforcedToggle() {
  const [unit, setUnit] = React.useState<Unit>('metric');
  return (
    <ToggleButtonGroup
      value={unit}
      // Clicking the pressed button sends null: ignore it, so one unit is always chosen.
      onChange={(_event, newValue) => {
        if (newValue !== null) {
          setUnit(newValue);
        }
      }}
      aria-label="Units"
    >
      <Button value="metric">Metric (km)</Button>
      <Button value="imperial">Imperial (mi)</Button>
    </ToggleButtonGroup>
  );
}
