import * as React from 'react';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';

const views = ['Day', 'Week', 'Month'];

export default function SegmentedRadio() {
  const [view, setView] = React.useState('Week');
  return (
    <div>
      <Typography id="calendar-view-label" level="title-sm" sx={{ mb: 1 }}>
        Calendar view
      </Typography>
      {/* disableIcon hides the circles; the checked Radio's variant marks the choice. */}
      <RadioGroup
        aria-labelledby="calendar-view-label"
        orientation="horizontal"
        name="calendar-view"
        value={view}
        onChange={(event) => setView(event.target.value)}
        sx={{ bgcolor: 'neutral.softBg', p: 0.5, borderRadius: 'md', gap: 0.5, display: 'inline-flex' }}
      >
        {views.map((item) => (
          <Radio
            key={item}
            value={item}
            label={item}
            disableIcon
            color="neutral"
            variant={view === item ? 'solid' : 'plain'}
            slotProps={{ action: { sx: { borderRadius: 'sm' } } }}
            sx={{ px: 2, py: 0.75, alignItems: 'center' }}
          />
        ))}
      </RadioGroup>
    </div>
  );
}
