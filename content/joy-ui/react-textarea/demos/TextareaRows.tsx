import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';

export default function TextareaRows() {
  return (
    <FormControl sx={{ width: 420, maxWidth: '100%' }}>
      <FormLabel>Release notes</FormLabel>
      {/* Starts at two rows, grows with the text, and scrolls after five. */}
      <Textarea
        minRows={2}
        maxRows={5}
        defaultValue={'Faster search on large projects.\nDark mode for the editor.\nFixed: exports lost their time zone.'}
      />
      <FormHelperText>Grows up to five lines, then scrolls.</FormHelperText>
    </FormControl>
  );
}
