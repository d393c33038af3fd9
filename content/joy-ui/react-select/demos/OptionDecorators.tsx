import Avatar from '@mui/joy/Avatar';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Typography from '@mui/joy/Typography';

const people = [
  { id: 'mk', name: 'Mara Kovač', role: 'Product designer', color: 'primary' },
  { id: 'jo', name: 'Jun Okafor', role: 'Frontend engineer', color: 'success' },
  { id: 'ls', name: 'Lena Schulz', role: 'Support lead', color: 'warning' },
] as const;

function initials(name: string) {
  return name.split(' ').map((part) => part[0]).join('');
}

export default function OptionDecorators() {
  return (
    <FormControl sx={{ width: 300 }}>
      <FormLabel>Reviewer</FormLabel>
      <Select
        defaultValue="jo"
        slotProps={{ listbox: { sx: { '--ListItemDecorator-size': '44px' } } }}
        // The field shows the name and role as text, not the whole option with its avatar.
        renderValue={(option) => {
          const person = people.find((p) => p.id === option?.value);
          return person ? `${person.name} (${person.role})` : null;
        }}
      >
        {people.map((person) => (
          // `label` is the text used for typeahead and the default rendered value.
          <Option key={person.id} value={person.id} label={person.name}>
            <ListItemDecorator>
              <Avatar size="sm" color={person.color} variant="soft">
                {initials(person.name)}
              </Avatar>
            </ListItemDecorator>
            <div>
              <Typography level="title-sm">{person.name}</Typography>
              <Typography level="body-xs">{person.role}</Typography>
            </div>
          </Option>
        ))}
      </Select>
    </FormControl>
  );
}
