import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControl from '@mui/material/FormControl';
import InputBase from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import { styled } from '@mui/material/styles';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';

// A compact, boxed input with the label above it instead of inside it.
const BoxedInput = styled(InputBase)(({ theme }) => ({
  'label + &': { marginTop: theme.spacing(3) },
  '& .MuiInputBase-input': {
    borderRadius: 6,
    border: `1px solid ${theme.palette.divider}`,
    backgroundColor: theme.palette.background.paper,
    padding: '8px 32px 8px 12px',
    fontSize: 15,
    transition: theme.transitions.create(['border-color', 'box-shadow']),
    '&:focus': {
      borderRadius: 6,
      borderColor: theme.palette.primary.main,
      boxShadow: `0 0 0 3px ${theme.palette.primary.main}40`,
    },
  },
}));

export default function CustomizedSelect() {
  const [priority, setPriority] = React.useState('normal');

  return (
    <Stack direction="row" spacing={2}>
      <FormControl variant="standard" sx={{ minWidth: 160 }}>
        <InputLabel id="custom-priority-label" shrink>
          Priority
        </InputLabel>
        <Select
          labelId="custom-priority-label"
          value={priority}
          onChange={(event: SelectChangeEvent) => setPriority(event.target.value)}
          input={<BoxedInput />}
          IconComponent={UnfoldMoreIcon}
        >
          <MenuItem value="low">Low</MenuItem>
          <MenuItem value="normal">Normal</MenuItem>
          <MenuItem value="urgent">Urgent</MenuItem>
        </Select>
      </FormControl>
    </Stack>
  );
}
