import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import CloseRounded from '@mui/icons-material/CloseRounded';

export default function ClearableSelect() {
  const [team, setTeam] = React.useState<string | null>('design');
  return (
    <FormControl sx={{ width: 240 }}>
      <FormLabel>Assign to team</FormLabel>
      <Select
        placeholder="No team"
        value={team}
        onChange={(_event, newValue) => setTeam(newValue)}
        // Hide the arrow while the clear button is shown, so the two do not crowd the field.
        {...(team !== null && {
          indicator: null,
          endDecorator: (
            <IconButton
              size="sm"
              variant="plain"
              color="neutral"
              aria-label="Clear team"
              // Stop the press from reaching the Select, which would open the list.
              onMouseDown={(event) => event.stopPropagation()}
              onClick={() => setTeam(null)}
            >
              <CloseRounded />
            </IconButton>
          ),
        })}
      >
        <Option value="design">Design</Option>
        <Option value="engineering">Engineering</Option>
        <Option value="support">Customer support</Option>
      </Select>
    </FormControl>
  );
}
