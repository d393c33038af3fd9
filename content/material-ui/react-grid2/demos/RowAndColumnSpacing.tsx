import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';
import { styled } from '@mui/material/styles';

const Item = styled(Paper)(({ theme }) => ({
  ...theme.typography.body2,
  padding: theme.spacing(1.5),
  textAlign: 'center',
  color: theme.palette.text.secondary,
}));

const fields = ['First name', 'Last name', 'Email', 'Phone', 'Company', 'Job title'];

export default function RowAndColumnSpacing() {
  return (
    <Grid container rowSpacing={1} columnSpacing={{ xs: 1, sm: 2, md: 4 }} sx={{ width: '100%' }}>
      {fields.map((field) => (
        <Grid key={field} size={6}>
          <Item>{field}</Item>
        </Grid>
      ))}
    </Grid>
  );
}
