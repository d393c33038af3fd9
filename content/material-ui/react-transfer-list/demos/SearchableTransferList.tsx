import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const allCountries = ['Argentina', 'Australia', 'Austria', 'Belgium', 'Brazil', 'Canada', 'Chile', 'Denmark', 'Finland', 'France', 'Germany', 'Ireland', 'Italy', 'Japan', 'Mexico', 'Norway', 'Portugal', 'Spain', 'Sweden'];

export default function SearchableTransferList() {
  const [query, setQuery] = React.useState('');
  const [chosen, setChosen] = React.useState<string[]>(['Canada', 'Japan']);
  const available = allCountries.filter((country) => !chosen.includes(country) && country.toLowerCase().includes(query.trim().toLowerCase()));

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
      <Paper variant="outlined" sx={{ width: { xs: '100%', sm: 240 }, p: 1.5 }}>
        <TextField id="ship-to-filter" label="Filter countries" size="small" fullWidth value={query} onChange={(event) => setQuery(event.target.value)} />
        {/* A click moves a country across at once: no selection step for a short list. */}
        <List dense aria-label="Countries you can add" sx={{ height: 200, overflow: 'auto', mt: 1 }}>
          {available.map((country) => (
            <ListItem key={country} disablePadding>
              <ListItemButton aria-label={`Add ${country}`} onClick={() => setChosen([...chosen, country])}>
                <ListItemText primary={country} />
              </ListItemButton>
            </ListItem>
          ))}
          {available.length === 0 ? (
            <ListItem>
              <ListItemText secondary="No countries match." />
            </ListItem>
          ) : null}
        </List>
      </Paper>
      <Paper variant="outlined" sx={{ width: { xs: '100%', sm: 240 }, p: 1.5 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="subtitle2" component="h3" id="ship-to-chosen">
            Ships to ({chosen.length})
          </Typography>
          <Button size="small" disabled={chosen.length === 0} onClick={() => setChosen([])}>
            Remove all
          </Button>
        </Stack>
        {/* Each chip takes focus; Backspace or Delete removes it. */}
        <Box component="ul" aria-labelledby="ship-to-chosen" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
          {chosen.map((country) => (
            <li key={country}>
              <Chip label={country} onDelete={() => setChosen(chosen.filter((item) => item !== country))} />
            </li>
          ))}
        </Box>
      </Paper>
    </Stack>
  );
}
