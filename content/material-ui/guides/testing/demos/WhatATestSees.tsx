import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';

interface Snapshot {
  checkbox: string;
  wrapper: string;
  item: string;
}

// Describes an element the way a test sees it: role, ARIA state and the Mui- state classes.
function describe(element: HTMLElement | null | undefined) {
  if (!element) return '';
  const role = element.getAttribute('role') ?? (element instanceof HTMLInputElement ? element.type : '');
  const parts = [`<${element.tagName.toLowerCase()}>`];
  if (role) parts.push(`role=${role}`);
  if (element instanceof HTMLInputElement) parts.push(`checked=${element.checked}`);
  if (element.hasAttribute('aria-disabled')) parts.push(`aria-disabled=${element.getAttribute('aria-disabled')}`);
  parts.push(...Array.from(element.classList).filter((name) => name.startsWith('Mui-')));
  return parts.join('  ');
}

export default function WhatATestSees() {
  const [archived, setArchived] = React.useState(false);
  const [snapshot, setSnapshot] = React.useState<Snapshot>({ checkbox: '', wrapper: '', item: '' });
  const checkboxRef = React.useRef<HTMLInputElement>(null);
  const itemRef = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    setSnapshot({
      checkbox: describe(checkboxRef.current),
      wrapper: describe(checkboxRef.current?.parentElement),
      item: describe(itemRef.current),
    });
  }, [archived]);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Checkbox checked={archived} onChange={(event) => setArchived(event.target.checked)} inputRef={checkboxRef} />}
        label="Archive project"
      />
      <List dense disablePadding sx={{ maxWidth: 280 }}>
        <ListItemButton ref={itemRef} disabled={archived}>
          <ListItemText primary="Edit project settings" />
        </ListItemButton>
      </List>
      <Box component="pre" sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontSize: 12, whiteSpace: 'pre-wrap' }}>
        {`Checkbox input:   ${snapshot.checkbox}\nCheckbox root:    ${snapshot.wrapper}\nList item button: ${snapshot.item}`}
      </Box>
    </Stack>
  );
}
