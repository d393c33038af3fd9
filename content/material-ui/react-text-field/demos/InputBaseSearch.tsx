import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import SearchIcon from '@mui/icons-material/Search';
import TuneIcon from '@mui/icons-material/Tune';

export default function InputBaseSearch() {
  return (
    <Paper
      component="form"
      role="search"
      variant="outlined"
      onSubmit={(event) => event.preventDefault()}
      sx={{ display: 'flex', alignItems: 'center', width: '100%', maxWidth: 400, px: 1, py: 0.5 }}
    >
      {/* InputBase has no label, border or underline: the surrounding Paper is the field. */}
      <InputBase
        sx={{ ml: 1, flex: 1 }}
        placeholder="Search recipes"
        inputProps={{ 'aria-label': 'Search recipes', type: 'search' }}
      />
      <IconButton type="submit" aria-label="Search">
        <SearchIcon />
      </IconButton>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <IconButton aria-label="Filters">
        <TuneIcon />
      </IconButton>
    </Paper>
  );
}
