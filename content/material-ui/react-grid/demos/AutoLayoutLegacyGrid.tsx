import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

const Item = styled(Paper)(({ theme }) => ({
  ...theme.typography.body2,
  padding: theme.spacing(1.5),
  textAlign: 'center',
  color: theme.palette.text.secondary,
  height: '100%',
}));

export default function AutoLayoutLegacyGrid() {
  return (
    // useFlexGap: Stack's default child margins would cancel the legacy Grid's negative margins.
    <Stack spacing={2} useFlexGap sx={{ width: '100%' }}>
      <Grid container spacing={2}>
        <Grid item xs>
          <Item>Prep · xs</Item>
        </Grid>
        <Grid item xs={6}>
          <Item>Method · xs 6</Item>
        </Grid>
        <Grid item xs>
          <Item>Notes · xs</Item>
        </Grid>
      </Grid>
      <Grid container spacing={2}>
        <Grid item xs="auto">
          <Item>Serves 4 · auto</Item>
        </Grid>
        <Grid item xs>
          <Item>Nutrition · xs</Item>
        </Grid>
      </Grid>
    </Stack>
  );
}
