import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

const justifyValues = ['flex-start', 'center', 'flex-end', 'space-between', 'space-around', 'space-evenly'];
const alignValues = ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'];
const items = [
  { label: 'Back', height: 40 },
  { label: 'Title', height: 64 },
  { label: 'Save', height: 48 },
];

// Pick values to see justifyContent (main axis) and alignItems (cross axis) at work.
export default function FlexAlignment() {
  const [justifyContent, setJustifyContent] = React.useState('space-between');
  const [alignItems, setAlignItems] = React.useState('center');
  return (
    <Box sx={{ width: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ typography: 'caption', color: 'text.secondary', mb: -1 }}>justifyContent</Box>
      <ToggleButtonGroup size="small" exclusive value={justifyContent} onChange={(_, value) => value && setJustifyContent(value)} aria-label="justifyContent" sx={{ flexWrap: 'wrap' }}>
        {justifyValues.map((value) => (
          <ToggleButton key={value} value={value} sx={{ textTransform: 'none' }}>
            {value}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ typography: 'caption', color: 'text.secondary', mb: -1 }}>alignItems</Box>
      <ToggleButtonGroup size="small" exclusive value={alignItems} onChange={(_, value) => value && setAlignItems(value)} aria-label="alignItems" sx={{ flexWrap: 'wrap' }}>
        {alignValues.map((value) => (
          <ToggleButton key={value} value={value} sx={{ textTransform: 'none' }}>
            {value}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box component="code" sx={{ fontSize: 13 }}>
        {`sx={{ display: 'flex', justifyContent: '${justifyContent}', alignItems: '${alignItems}' }}`}
      </Box>
      <Box sx={{ display: 'flex', justifyContent, alignItems, height: 120, p: 1, bgcolor: 'action.hover', borderRadius: 1 }}>
        {items.map((item) => (
          <Box key={item.label} sx={{ minHeight: item.height, width: 72, bgcolor: 'secondary.main', color: 'secondary.contrastText', borderRadius: 1, p: 1, typography: 'body2' }}>
            {item.label}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
