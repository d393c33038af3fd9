import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid, { type Grid2Props } from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';

const options = {
  direction: ['row', 'row-reverse'],
  justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-evenly'],
  alignItems: ['flex-start', 'center', 'flex-end', 'stretch'],
} as const;

type Setting = keyof typeof options;

export default function InteractiveGrid() {
  const [settings, setSettings] = React.useState<Record<Setting, string>>({
    direction: 'row',
    justifyContent: 'center',
    alignItems: 'center',
  });
  const id = React.useId();

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Grid
        container
        spacing={2}
        direction={settings.direction as Grid2Props['direction']}
        sx={{ justifyContent: settings.justifyContent, alignItems: settings.alignItems, minHeight: 180, bgcolor: 'action.hover', borderRadius: 1, p: 1 }}
      >
        {['Tea', 'Coffee', 'Juice'].map((drink, index) => (
          <Grid key={drink} size={3}>
            <Paper sx={{ p: 1, pb: 1 + index * 2, textAlign: 'center' }}>{drink}</Paper>
          </Grid>
        ))}
      </Grid>
      <Stack direction="row" useFlexGap spacing={3} sx={{ flexWrap: 'wrap' }}>
        {(Object.keys(options) as Setting[]).map((setting) => (
          <FormControl key={setting}>
            <FormLabel id={`${id}-${setting}`}>{setting}</FormLabel>
            <RadioGroup
              aria-labelledby={`${id}-${setting}`}
              value={settings[setting]}
              onChange={(event) => setSettings({ ...settings, [setting]: event.target.value })}
            >
              {options[setting].map((value) => (
                <FormControlLabel key={value} value={value} control={<Radio size="small" />} label={value} />
              ))}
            </RadioGroup>
          </FormControl>
        ))}
      </Stack>
    </Stack>
  );
}
