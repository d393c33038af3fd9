import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';

const dietary = ['Vegetarian', 'Vegan', 'Gluten-free', 'Nut-free'];

export default function ToggleSpacing() {
  const [tags, setTags] = React.useState<string[]>(['Vegetarian']);
  const [align, setAlign] = React.useState<string | null>('top');
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
      {/* spacing separates the buttons: a set of filter chips. */}
      <ToggleButtonGroup
        spacing={1}
        variant="soft"
        value={tags}
        onChange={(_event, newValue) => setTags(newValue)}
        aria-label="Dietary filters"
        sx={{ flexWrap: 'wrap' }}
      >
        {dietary.map((item) => (
          <Button key={item} value={item}>
            {item}
          </Button>
        ))}
      </ToggleButtonGroup>
      <ToggleButtonGroup orientation="vertical" value={align} onChange={(_event, newValue) => setAlign(newValue)} aria-label="Vertical alignment">
        <Button value="top">Top</Button>
        <Button value="middle">Middle</Button>
        <Button value="bottom">Bottom</Button>
      </ToggleButtonGroup>
    </Stack>
  );
}
