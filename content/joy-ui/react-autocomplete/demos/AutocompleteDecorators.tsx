import Autocomplete from '@mui/joy/Autocomplete';
import Chip from '@mui/joy/Chip';
import SearchRounded from '@mui/icons-material/SearchRounded';

const commands = ['Create invoice', 'Export report', 'Invite teammate', 'Open settings', 'Switch workspace'];

export default function AutocompleteDecorators() {
  return (
    <Autocomplete
      aria-label="Search commands"
      placeholder="Search commands"
      options={commands}
      startDecorator={<SearchRounded />}
      endDecorator={
        <Chip size="sm" variant="outlined" color="neutral">
          Ctrl K
        </Chip>
      }
      sx={{ width: 340 }}
    />
  );
}
