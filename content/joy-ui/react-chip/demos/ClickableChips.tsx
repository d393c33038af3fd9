import * as React from 'react';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';

const cuisines = ['Italian', 'Japanese', 'Mexican', 'Lebanese', 'Thai', 'Vegan'];

export default function ClickableChips() {
  const [picked, setPicked] = React.useState<string[]>(['Japanese']);

  return (
    <div>
      <Typography id="cuisine-label" level="title-sm" sx={{ mb: 1 }}>
        Filter by cuisine
      </Typography>
      <Stack role="group" aria-labelledby="cuisine-label" direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {cuisines.map((cuisine) => {
          const selected = picked.includes(cuisine);
          return (
            <Chip
              key={cuisine}
              variant={selected ? 'solid' : 'outlined'}
              color={selected ? 'primary' : 'neutral'}
              startDecorator={selected ? <CheckRounded /> : undefined}
              // onClick turns the chip into a button; aria-pressed goes on that button.
              onClick={() => setPicked((prev) => (selected ? prev.filter((c) => c !== cuisine) : [...prev, cuisine]))}
              slotProps={{ action: { 'aria-pressed': selected } }}
            >
              {cuisine}
            </Chip>
          );
        })}
      </Stack>
    </div>
  );
}
