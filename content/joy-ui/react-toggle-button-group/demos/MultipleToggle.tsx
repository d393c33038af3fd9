import * as React from 'react';
import IconButton from '@mui/joy/IconButton';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';

export default function MultipleToggle() {
  // An array value lets any number of buttons be pressed at once.
  const [formats, setFormats] = React.useState<string[]>(['bold']);
  return (
    <ToggleButtonGroup value={formats} onChange={(_event, newValue) => setFormats(newValue)} aria-label="Text formatting">
      <IconButton value="bold" aria-label="Bold">
        <FormatBold />
      </IconButton>
      <IconButton value="italic" aria-label="Italic">
        <FormatItalic />
      </IconButton>
      <IconButton value="underline" aria-label="Underline">
        <FormatUnderlined />
      </IconButton>
    </ToggleButtonGroup>
  );
}
