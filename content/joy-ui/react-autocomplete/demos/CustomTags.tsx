import Autocomplete from '@mui/joy/Autocomplete';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

const labels = [
  { name: 'bug', color: 'danger' },
  { name: 'docs', color: 'primary' },
  { name: 'good first issue', color: 'success' },
  { name: 'needs review', color: 'warning' },
  { name: 'question', color: 'neutral' },
] as const;

export default function CustomTags() {
  return (
    <FormControl sx={{ width: 360 }}>
      <FormLabel>Labels</FormLabel>
      <Autocomplete
        multiple
        options={labels}
        defaultValue={[labels[0], labels[3]]}
        getOptionLabel={(label) => label.name}
        renderTags={(tags, getTagProps) =>
          tags.map((label, index) => {
            // getTagProps returns a key: pass it directly instead of spreading it.
            const { key, ...tagProps } = getTagProps({ index });
            return (
              <Chip
                key={key}
                variant="solid"
                color={label.color}
                endDecorator={<ChipDelete {...tagProps} aria-label={`Remove ${label.name}`} />}
              >
                {label.name}
              </Chip>
            );
          })
        }
      />
    </FormControl>
  );
}
