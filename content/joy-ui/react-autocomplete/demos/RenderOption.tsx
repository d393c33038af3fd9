import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import AutocompleteOption from '@mui/joy/AutocompleteOption';
import Avatar from '@mui/joy/Avatar';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';

const members = [
  { name: 'Aiko Tanaka', email: 'aiko@example.com', initials: 'AT' },
  { name: 'Bruno Costa', email: 'bruno@example.com', initials: 'BC' },
  { name: 'Chloé Martin', email: 'chloe@example.com', initials: 'CM' },
  { name: 'David Osei', email: 'david@example.com', initials: 'DO' },
];

export default function RenderOption() {
  return (
    <FormControl sx={{ width: 320 }}>
      <FormLabel>Owner</FormLabel>
      <Autocomplete
        options={members}
        getOptionLabel={(member) => member.name}
        placeholder="Search by name or email"
        // Filter on the email too, not only on the label.
        filterOptions={(options, { inputValue }) =>
          options.filter((m) => `${m.name} ${m.email}`.toLowerCase().includes(inputValue.toLowerCase()))
        }
        renderOption={(props, member) => {
          // The props carry a `key`: take it out and pass it directly.
          const { key, ...optionProps } = props as typeof props & { key: React.Key };
          return (
            <AutocompleteOption key={key} {...optionProps}>
              <ListItemDecorator>
                <Avatar size="sm">{member.initials}</Avatar>
              </ListItemDecorator>
              <ListItemContent>
                <Typography level="title-sm">{member.name}</Typography>
                <Typography level="body-xs">{member.email}</Typography>
              </ListItemContent>
            </AutocompleteOption>
          );
        }}
      />
    </FormControl>
  );
}
