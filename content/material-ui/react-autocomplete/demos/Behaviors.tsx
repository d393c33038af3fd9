import Autocomplete, { type AutocompleteProps } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';

const fruits = ['Apple', 'Apricot', 'Banana', 'Blueberry', 'Cherry', 'Fig', 'Grape', 'Kiwi', 'Mango', 'Pear'];

type Extra = Partial<AutocompleteProps<string, false, boolean, false>>;

// Each field switches on one behavior; its label names the prop.
const examples: { label: string; props: Extra }[] = [
  { label: 'disableCloseOnSelect', props: { disableCloseOnSelect: true } },
  { label: 'clearOnEscape', props: { clearOnEscape: true } },
  { label: 'disableClearable', props: { disableClearable: true, defaultValue: 'Fig' } },
  { label: 'includeInputInList', props: { includeInputInList: true } },
  { label: 'openOnFocus', props: { openOnFocus: true } },
  { label: 'autoHighlight', props: { autoHighlight: true } },
  { label: 'autoSelect', props: { autoSelect: true } },
  { label: 'blurOnSelect', props: { blurOnSelect: true } },
  { label: 'autoComplete', props: { autoComplete: true } },
  { label: 'disableListWrap', props: { disableListWrap: true } },
  { label: 'readOnly', props: { readOnly: true, defaultValue: 'Mango' } },
  { label: 'disabled', props: { disabled: true } },
];

export default function Behaviors() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }, width: '100%' }}>
      {examples.map((example) => (
        <Autocomplete
          key={example.label}
          id={`autocomplete-behavior-${example.label}`}
          options={fruits}
          {...example.props}
          renderInput={(params) => <TextField {...params} label={example.label} variant="standard" />}
        />
      ))}
    </Box>
  );
}
