import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';

const channels = ['#announcements', '#general', '#design', '#engineering', '#random', '#support'];
// New members always join these channels.
const fixed = ['#announcements', '#general'];

export default function FixedOptions() {
  const [value, setValue] = React.useState<string[]>([...fixed, '#design']);

  return (
    <Autocomplete
      id="autocomplete-fixed-options"
      multiple
      value={value}
      // Whatever happens (clear, Backspace), keep the fixed channels first.
      onChange={(event, newValue) => setValue([...fixed, ...newValue.filter((option) => !fixed.includes(option))])}
      options={channels}
      renderTags={(tagValue, getTagProps) =>
        tagValue.map((option, index) => {
          const { key, ...tagProps } = getTagProps({ index });
          return <Chip key={key} label={option} {...tagProps} disabled={fixed.includes(option)} />;
        })
      }
      sx={{ width: 420, maxWidth: '100%' }}
      renderInput={(params) => <TextField {...params} label="Channels" />}
    />
  );
}
