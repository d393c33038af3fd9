import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';

const stations = ['Central Station', 'Harbor Street', 'North Park', 'Old Town', 'Riverside', 'Stadium', 'University', 'West Market'];

// Splits `text` into the parts that match the typed words and the parts that do not.
function splitMatches(text: string, query: string) {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const marked = new Array<boolean>(text.length).fill(false);
  for (const word of words) {
    let from = text.toLowerCase().indexOf(word);
    while (from !== -1) {
      marked.fill(true, from, from + word.length);
      from = text.toLowerCase().indexOf(word, from + word.length);
    }
  }
  const parts: { text: string; match: boolean }[] = [];
  marked.forEach((match, index) => {
    const last = parts[parts.length - 1];
    if (last && last.match === match) last.text += text[index];
    else parts.push({ text: text[index] ?? '', match });
  });
  return parts;
}

export default function Highlights() {
  return (
    <Autocomplete
      id="autocomplete-highlights"
      options={stations}
      sx={{ width: 300 }}
      renderOption={(props, option, { inputValue }) => {
        const { key, ...optionProps } = props;
        return (
          <li key={key} {...optionProps}>
            <span>
              {splitMatches(option, inputValue).map((part, index) => (
                <Box key={index} component="span" sx={{ fontWeight: part.match ? 700 : 400 }}>
                  {part.text}
                </Box>
              ))}
            </span>
          </li>
        );
      }}
      renderInput={(params) => <TextField {...params} label="Station" />}
    />
  );
}
