import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack, { type StackProps } from '@mui/material/Stack';

const options = {
  direction: ['row', 'row-reverse', 'column', 'column-reverse'],
  justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
  alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
  spacing: ['0', '1', '2', '4'],
} as const;

type Setting = keyof typeof options;

export default function InteractiveStack() {
  const [settings, setSettings] = React.useState<Record<Setting, string>>({
    direction: 'row',
    justifyContent: 'center',
    alignItems: 'center',
    spacing: '2',
  });
  const id = React.useId();

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack
        direction={settings.direction as StackProps['direction']}
        spacing={Number(settings.spacing)}
        sx={{ justifyContent: settings.justifyContent, alignItems: settings.alignItems, height: 200, p: 1, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {['Breakfast', 'Lunch', 'Dinner'].map((meal, index) => (
          <Paper key={meal} sx={{ px: 2, py: 1 + index }}>
            {meal}
          </Paper>
        ))}
      </Stack>
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
