import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select, { type SelectChangeEvent } from '@mui/material/Select';

const languages = ['English', 'French', 'German', 'Japanese', 'Portuguese', 'Spanish', 'Swahili'];

export default function MultipleSelectChips() {
  const [spoken, setSpoken] = React.useState<string[]>(['English', 'Spanish']);

  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const { value } = event.target;
    setSpoken(typeof value === 'string' ? value.split(',') : value);
  };

  return (
    <FormControl sx={{ width: 300 }}>
      <InputLabel id="chips-label">Languages you speak</InputLabel>
      <Select
        labelId="chips-label"
        multiple
        value={spoken}
        onChange={handleChange}
        input={<OutlinedInput label="Languages you speak" />}
        renderValue={(value) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {value.map((language) => (
              <Chip key={language} label={language} size="small" />
            ))}
          </Box>
        )}
      >
        {languages.map((language) => (
          <MenuItem key={language} value={language}>
            {language}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
