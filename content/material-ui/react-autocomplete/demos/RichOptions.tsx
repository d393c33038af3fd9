import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface Member {
  name: string;
  email: string;
  color: string;
}

const members: Member[] = [
  { name: 'Amara Okafor', email: 'amara@example.com', color: '#00695c' },
  { name: 'Bruno Lefèvre', email: 'bruno@example.com', color: '#6a1b9a' },
  { name: 'Chen Wei', email: 'chen@example.com', color: '#c62828' },
  { name: 'Dana Kowalski', email: 'dana@example.com', color: '#1565c0' },
  { name: 'Elif Demir', email: 'elif@example.com', color: '#ef6c00' },
];

const initials = (name: string) => name.split(' ').map((part) => part[0]).join('');

export default function RichOptions() {
  return (
    <Autocomplete
      id="autocomplete-rich-options"
      options={members}
      getOptionLabel={(member) => member.name}
      sx={{ width: 320 }}
      renderOption={(props, member) => {
        const { key, ...optionProps } = props;
        return (
          <Box component="li" key={key} {...optionProps} sx={{ gap: 1.5 }}>
            <Avatar sx={{ width: 32, height: 32, fontSize: 14, bgcolor: member.color }}>{initials(member.name)}</Avatar>
            <div>
              <Typography variant="body2">{member.name}</Typography>
              <Typography variant="caption" color="text.secondary">
                {member.email}
              </Typography>
            </div>
          </Box>
        );
      }}
      // Style the popup through its slots.
      slotProps={{
        paper: { elevation: 8 },
        listbox: { sx: { maxHeight: 220 } },
        popper: { placement: 'bottom-start' },
      }}
      renderInput={(params) => <TextField {...params} label="Assign to" />}
    />
  );
}
