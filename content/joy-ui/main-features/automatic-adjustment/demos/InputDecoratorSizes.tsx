import * as React from 'react';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import SearchRounded from '@mui/icons-material/SearchRounded';
import MicRounded from '@mui/icons-material/MicRounded';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';

type Size = 'sm' | 'md' | 'lg';

export default function InputDecoratorSizes() {
  const [size, setSize] = React.useState<Size>('md');
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 400, mx: 'auto' }}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Input size"
        value={size}
        onChange={(event) => setSize(event.target.value as Size)}
        sx={{ gap: 2 }}
      >
        {(['sm', 'md', 'lg'] as const).map((value) => (
          <Radio key={value} value={value} label={value} />
        ))}
      </RadioGroup>
      {/* Only `size` changes: the button, the icon button and the icons resize and re-round themselves. */}
      <Input
        size={size}
        placeholder="you@example.com"
        startDecorator={<MailOutlineRounded />}
        endDecorator={<Button>Subscribe</Button>}
        slotProps={{ input: { 'aria-label': 'Email address' } }}
      />
      <Input
        size={size}
        variant="soft"
        placeholder="Search the handbook"
        startDecorator={<SearchRounded />}
        endDecorator={
          <IconButton variant="plain" aria-label="Search by voice">
            <MicRounded />
          </IconButton>
        }
        slotProps={{ input: { 'aria-label': 'Search the handbook' } }}
      />
    </Stack>
  );
}
