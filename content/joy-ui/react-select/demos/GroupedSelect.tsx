import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Typography from '@mui/joy/Typography';

const timeZones: Record<string, string[]> = {
  Europe: ['Europe/Berlin', 'Europe/Lisbon', 'Europe/London', 'Europe/Warsaw'],
  Americas: ['America/Chicago', 'America/New_York', 'America/Sao_Paulo', 'America/Toronto'],
  Asia: ['Asia/Kolkata', 'Asia/Seoul', 'Asia/Singapore', 'Asia/Tokyo'],
};

export default function GroupedSelect() {
  const id = React.useId();
  return (
    <FormControl sx={{ width: 260 }}>
      <FormLabel>Time zone</FormLabel>
      <Select defaultValue="Europe/Lisbon" slotProps={{ listbox: { sx: { maxHeight: 280 } } }}>
        {Object.entries(timeZones).map(([region, zones], index) => (
          <React.Fragment key={region}>
            {index > 0 && <ListDivider role="none" />}
            {/* A List inside the listbox becomes role="group"; its sticky header names it. */}
            <List aria-labelledby={`${id}-${region}`} sx={{ '--ListItem-paddingLeft': '1rem' }}>
              <ListItem id={`${id}-${region}`} sticky role="presentation">
                <Typography level="body-xs" sx={{ textTransform: 'uppercase', fontWeight: 'lg' }}>
                  {region}
                </Typography>
              </ListItem>
              {zones.map((zone) => (
                <Option key={zone} value={zone}>
                  {zone.slice(zone.indexOf('/') + 1).replace('_', ' ')}
                </Option>
              ))}
            </List>
          </React.Fragment>
        ))}
      </Select>
    </FormControl>
  );
}
