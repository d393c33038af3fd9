import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

const stations = [
  'Alexanderplatz', 'Bellevue', 'Friedrichstraße', 'Hackescher Markt', 'Hauptbahnhof',
  'Jannowitzbrücke', 'Ostbahnhof', 'Ostkreuz', 'Savignyplatz', 'Warschauer Straße', 'Zoologischer Garten',
];

export default function AutocompleteSlots() {
  return (
    <FormControl sx={{ width: 300 }}>
      <FormLabel>Station</FormLabel>
      <Autocomplete
        options={stations}
        placeholder="Start typing"
        noOptionsText="No station with that name"
        autoHighlight
        slotProps={{
          // The listbox is a Popper: cap its height and give it its own variant.
          listbox: { variant: 'soft', sx: { maxHeight: 220 } },
          // The <input> takes native attributes through its slot.
          input: { spellCheck: false, autoCapitalize: 'words' },
          clearIndicator: { color: 'danger' },
        }}
      />
    </FormControl>
  );
}
