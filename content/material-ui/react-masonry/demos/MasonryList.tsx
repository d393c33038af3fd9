import Masonry from '@mui/lab/Masonry';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const team = [
  { name: 'Amara Okafor', role: 'Engineering manager', bio: 'Leads the payments team and runs the Tuesday architecture review.' },
  { name: 'Jonas Berg', role: 'Designer', bio: 'Owns the design system.' },
  { name: 'Mei Chen', role: 'Frontend engineer', bio: 'Works on checkout and accessibility audits. Ask her about screen reader testing.' },
  { name: 'Rafael Costa', role: 'Data analyst', bio: 'Builds the weekly growth report.' },
  { name: 'Sara Lindqvist', role: 'Support lead', bio: 'Turns support tickets into bug reports the team can act on, and keeps the help center current.' },
];

export default function MasonryList() {
  return (
    // The roles make screen readers announce "list, 5 items": the visual columns do not.
    <Masonry role="list" aria-label="Team members" columns={{ xs: 1, sm: 3 }} spacing={2}>
      {team.map((person) => (
        <Paper key={person.name} role="listitem" variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h3">
            {person.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {person.role}
          </Typography>
          <Typography variant="body2">{person.bio}</Typography>
        </Paper>
      ))}
    </Masonry>
  );
}
