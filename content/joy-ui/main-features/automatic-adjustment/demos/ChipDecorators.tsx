import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';

type Size = 'sm' | 'md' | 'lg';
const people = [
  { name: 'Ada Lovelace', initials: 'AL' },
  { name: 'Grace Hopper', initials: 'GH' },
];

export default function ChipDecorators() {
  const [size, setSize] = React.useState<Size>('md');
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <RadioGroup orientation="horizontal" aria-label="Chip size" value={size} onChange={(event) => setSize(event.target.value as Size)} sx={{ gap: 2 }}>
        {(['sm', 'md', 'lg'] as const).map((value) => (
          <Radio key={value} value={value} label={value} />
        ))}
      </RadioGroup>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
        {/* The avatar and the delete button take their size and radius from the chip. */}
        {people.map((person) => (
          <Chip
            key={person.name}
            size={size}
            variant="outlined"
            startDecorator={<Avatar>{person.initials}</Avatar>}
            endDecorator={<ChipDelete aria-label={`Remove ${person.name}`} />}
          >
            {person.name}
          </Chip>
        ))}
      </Stack>
    </Stack>
  );
}
