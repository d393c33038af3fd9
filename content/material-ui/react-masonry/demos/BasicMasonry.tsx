import Masonry from '@mui/lab/Masonry';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const notes = [
  { author: 'Priya', text: 'Ship the onboarding checklist before Friday.' },
  { author: 'Marcus', text: 'Customer interviews: three of five asked for dark mode. Worth a spike next sprint, and we should look at contrast in the charts too.' },
  { author: 'Lena', text: 'Team lunch on Thursday.' },
  { author: 'Tomás', text: 'The billing page loads in 4.2 s on a mid-range phone. Lazy-load the invoice table and drop the unused icon font.' },
  { author: 'Aiko', text: 'Design review moved to 3 pm.' },
  { author: 'Priya', text: 'New hire starts Monday: laptop, badge and a buddy are sorted.' },
  { author: 'Marcus', text: 'Release notes draft is in the shared folder. Please add your items by Wednesday noon so that we can send it out on time.' },
  { author: 'Lena', text: 'Renew the staging certificate.' },
];

export default function BasicMasonry() {
  return (
    // Two columns on phones, four from the `sm` breakpoint up.
    <Masonry columns={{ xs: 2, sm: 4 }} spacing={2}>
      {notes.map((note, index) => (
        <Paper key={index} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle2" component="p" gutterBottom>
            {note.author}
          </Typography>
          <Typography variant="body2">{note.text}</Typography>
        </Paper>
      ))}
    </Masonry>
  );
}
