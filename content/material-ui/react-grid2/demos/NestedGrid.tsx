import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

const Item = styled(Paper)(({ theme }) => ({
  ...theme.typography.body2,
  padding: theme.spacing(1.5),
  textAlign: 'center',
  color: theme.palette.text.secondary,
}));

const sections = [
  { title: 'Fiction', books: ['Emma', 'Beloved', 'Dune'] },
  { title: 'Nonfiction', books: ['Sapiens', 'The Gene', 'Educated'] },
];

export default function NestedGrid() {
  return (
    <Grid container spacing={2} sx={{ width: '100%' }}>
      {sections.map((section) => (
        // An item that is also a container: its children inherit the spacing of 2.
        <Grid key={section.title} container size={{ xs: 12, md: 6 }}>
          <Grid size={12}>
            <Typography variant="subtitle2" component="p">{section.title}</Typography>
          </Grid>
          {section.books.map((book) => (
            <Grid key={book} size={4}>
              <Item>{book}</Item>
            </Grid>
          ))}
        </Grid>
      ))}
    </Grid>
  );
}
