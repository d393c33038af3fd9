import Avatar from '@mui/material/Avatar';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const team = [
  { name: 'Priya Shah', role: 'Product designer', initials: 'PS' },
  { name: 'Marco Rossi', role: 'Backend engineer', initials: 'MR' },
  { name: 'Aiko Tanaka', role: 'Engineering manager', initials: 'AT' },
];

export default function ResponsiveStack() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2, md: 3 }} sx={{ width: '100%' }}>
      {team.map((person) => (
        <Paper key={person.name} variant="outlined" sx={{ p: 2, flex: 1 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Avatar>{person.initials}</Avatar>
            <div>
              <Typography variant="subtitle2" component="p">{person.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {person.role}
              </Typography>
            </div>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
