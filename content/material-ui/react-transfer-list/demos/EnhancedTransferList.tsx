import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import KeyboardArrowLeftIcon from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';

const not = (a: string[], b: string[]) => a.filter((value) => !b.includes(value));
const intersection = (a: string[], b: string[]) => a.filter((value) => b.includes(value));
const mirrorInRtl = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } };

export default function EnhancedTransferList() {
  const [checked, setChecked] = React.useState<string[]>(['Order date']);
  const [left, setLeft] = React.useState(['Order date', 'Customer', 'Shipping address', 'Discount code', 'Tax']);
  const [right, setRight] = React.useState(['Order number', 'Status', 'Total']);
  const leftChecked = intersection(checked, left);
  const rightChecked = intersection(checked, right);

  const toggle = (name: string) => setChecked(checked.includes(name) ? not(checked, [name]) : [...checked, name]);
  // Select all, or clear the selection once everything is selected.
  const toggleAll = (items: string[]) =>
    setChecked(intersection(checked, items).length === items.length ? not(checked, items) : [...not(checked, items), ...items]);
  const move = (names: string[], toRight: boolean) => {
    setLeft(toRight ? not(left, names) : [...left, ...names]);
    setRight(toRight ? [...right, ...names] : not(right, names));
    setChecked(not(checked, names));
  };

  const customList = (title: string, items: string[]) => {
    const count = intersection(checked, items).length;
    return (
      <Card variant="outlined" sx={{ flex: '1 1 0', minWidth: 0, maxWidth: 220 }}>
        <CardHeader
          sx={{ px: { xs: 1, sm: 2 }, py: 1, '& .MuiCardHeader-avatar': { mr: 1 } }}
          titleTypographyProps={{ variant: 'subtitle2' }}
          avatar={
            <Checkbox
              onClick={() => toggleAll(items)}
              checked={count === items.length && items.length !== 0}
              indeterminate={count !== items.length && count !== 0}
              disabled={items.length === 0}
              inputProps={{ 'aria-label': `Select all ${title.toLowerCase()}` }}
            />
          }
          title={title}
          subheader={`${count}/${items.length} selected`}
        />
        <Divider />
        <List dense aria-label={title} sx={{ height: 230, overflow: 'auto' }}>
          {items.map((name) => (
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
      </Card>
    );
  };

  return (
    <Stack direction="row" spacing={1.5} sx={{ width: '100%', justifyContent: 'center', alignItems: 'center' }}>
      {customList('Hidden columns', left)}
      <Stack spacing={1}>
        <Button variant="outlined" size="small" sx={{ minWidth: 0, px: 1 }} aria-label="Show selected columns" disabled={leftChecked.length === 0} onClick={() => move(leftChecked, true)}>
          <KeyboardArrowRightIcon sx={mirrorInRtl} />
        </Button>
        <Button variant="outlined" size="small" sx={{ minWidth: 0, px: 1 }} aria-label="Hide selected columns" disabled={rightChecked.length === 0} onClick={() => move(rightChecked, false)}>
          <KeyboardArrowLeftIcon sx={mirrorInRtl} />
        </Button>
      </Stack>
      {customList('Shown columns', right)}
    </Stack>
  );
}
