import * as React from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import KeyboardArrowLeftIcon from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import KeyboardDoubleArrowLeftIcon from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRightIcon from '@mui/icons-material/KeyboardDoubleArrowRight';

const not = (a: string[], b: string[]) => a.filter((value) => !b.includes(value));
const intersection = (a: string[], b: string[]) => a.filter((value) => b.includes(value));
// In a right-to-left layout the lists swap sides, so the arrows turn around.
const mirrorInRtl = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } };

export default function BasicTransferList() {
  const [checked, setChecked] = React.useState<string[]>([]);
  const [left, setLeft] = React.useState(['Amara Okafor', 'Bruno Lefèvre', 'Chen Wei', 'Dana Kowalski']);
  const [right, setRight] = React.useState(['Elif Demir', 'Farah Haddad']);
  const leftChecked = intersection(checked, left);
  const rightChecked = intersection(checked, right);

  const toggle = (name: string) => setChecked(checked.includes(name) ? not(checked, [name]) : [...checked, name]);
  const move = (names: string[], toRight: boolean) => {
    setLeft(toRight ? not(left, names) : [...left, ...names]);
    setRight(toRight ? [...right, ...names] : not(right, names));
    setChecked(not(checked, names));
  };

  const customList = (label: string, items: string[]) => (
    <Paper variant="outlined" sx={{ flex: '1 1 0', minWidth: 0, maxWidth: 200, height: 230, overflow: 'auto' }}>
      <List dense aria-label={label}>
        {items.map((name) => (
          // The whole row is the checkbox: one tab stop, toggled with a click or Space.
          <ListItem key={name} disablePadding>
            <ListItemButton role="checkbox" aria-checked={checked.includes(name)} onClick={() => toggle(name)}>
              <ListItemIcon sx={{ minWidth: 36 }}>
                {checked.includes(name) ? <CheckBoxIcon color="primary" /> : <CheckBoxOutlineBlankIcon />}
              </ListItemIcon>
              <ListItemText primary={name} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );

  return (
    <Stack direction="row" spacing={1.5} sx={{ width: '100%', justifyContent: 'center', alignItems: 'center' }}>
      {customList('Available people', left)}
      <Stack spacing={1}>
        <Button variant="outlined" size="small" sx={{ minWidth: 0, px: 1 }} aria-label="Add everyone" disabled={left.length === 0} onClick={() => move(left, true)}>
          <KeyboardDoubleArrowRightIcon sx={mirrorInRtl} />
        </Button>
        <Button variant="outlined" size="small" sx={{ minWidth: 0, px: 1 }} aria-label="Add selected" disabled={leftChecked.length === 0} onClick={() => move(leftChecked, true)}>
          <KeyboardArrowRightIcon sx={mirrorInRtl} />
        </Button>
        <Button variant="outlined" size="small" sx={{ minWidth: 0, px: 1 }} aria-label="Remove selected" disabled={rightChecked.length === 0} onClick={() => move(rightChecked, false)}>
          <KeyboardArrowLeftIcon sx={mirrorInRtl} />
        </Button>
        <Button variant="outlined" size="small" sx={{ minWidth: 0, px: 1 }} aria-label="Remove everyone" disabled={right.length === 0} onClick={() => move(right, false)}>
          <KeyboardDoubleArrowLeftIcon sx={mirrorInRtl} />
        </Button>
      </Stack>
      {customList('People on the project', right)}
    </Stack>
  );
}
