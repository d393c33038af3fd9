import * as React from 'react';
import Box from '@mui/material/Box';
import Radio from '@mui/material/Radio';

const themes = [
  { value: 'light', label: 'Light theme', swatch: '#f5f5f5' },
  { value: 'dark', label: 'Dark theme', swatch: '#212121' },
  { value: 'sepia', label: 'Sepia theme', swatch: '#f4ecd8' },
];

export default function StandaloneRadioButtons() {
  const [readerTheme, setReaderTheme] = React.useState('sepia');

  return (
    <Box role="radiogroup" aria-label="Reader theme" sx={{ display: 'flex', gap: 2 }}>
      {themes.map((option) => (
        <Box key={option.value} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
          <Box
            aria-hidden
            sx={{ width: 48, height: 32, borderRadius: 1, bgcolor: option.swatch, border: 1, borderColor: 'divider' }}
          />
          <Radio
            checked={readerTheme === option.value}
            onChange={(event) => setReaderTheme(event.target.value)}
            value={option.value}
            name="reader-theme"
            inputProps={{ 'aria-label': option.label }}
          />
        </Box>
      ))}
    </Box>
  );
}
