import * as React from 'react';
import Button from '@mui/joy/Button';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';

export default function ExclusiveToggle() {
  // A single value (not an array): one button at most is pressed.
  const [view, setView] = React.useState<string | null>('list');
  return (
    <div>
      <ToggleButtonGroup value={view} onChange={(_event, newValue) => setView(newValue)} aria-label="Layout">
        <Button value="list">List</Button>
        <Button value="grid">Grid</Button>
        <Button value="board">Board</Button>
      </ToggleButtonGroup>
      <Typography level="body-sm" sx={{ mt: 1 }}>
        value: {view === null ? 'null' : `'${view}'`}
      </Typography>
    </div>
  );
}
