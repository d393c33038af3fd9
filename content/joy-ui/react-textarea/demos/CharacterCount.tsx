import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';

const limit = 160;

export default function CharacterCount() {
  const [text, setText] = React.useState('Product designer in Lisbon. I draw maps and make tools for small teams.');
  return (
    <FormControl sx={{ width: 420, maxWidth: '100%' }}>
      <FormLabel>Short bio</FormLabel>
      <Textarea
        value={text}
        onChange={(event) => setText(event.target.value)}
        minRows={3}
        // maxLength is a native attribute: it goes to the <textarea> through its slot.
        slotProps={{ textarea: { maxLength: limit } }}
        endDecorator={
          <Typography level="body-xs" sx={{ ml: 'auto' }}>
            {text.length} / {limit}
          </Typography>
        }
      />
    </FormControl>
  );
}
