import * as React from 'react';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

const groups = [
  { label: 'Recent', items: ['Q3 budget.xlsx', 'Launch plan.docx'] },
  {
    label: 'Shared with me',
    items: ['Brand guidelines.pdf', 'Hiring tracker.xlsx', 'Offsite agenda.docx'],
  },
];

export default function GroupedMenu() {
  const [anchorEl, setAnchorEl] = React.useState<null | HTMLElement>(null);
  const open = Boolean(anchorEl);
  const buttonId = React.useId();
  const menuId = React.useId();
  const handleClose = () => setAnchorEl(null);

  return (
    <div>
      <Button
        id={buttonId}
        variant="outlined"
        aria-controls={open ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Open file
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchorEl}
        open={open}
        onClose={handleClose}
        MenuListProps={{ 'aria-labelledby': buttonId }}
      >
        {/* A flat array, not fragments: Menu reads its direct children. Subheaders are skipped by the keyboard. */}
        {groups.flatMap((group) => [
          <ListSubheader key={group.label} role="presentation">
            {group.label}
          </ListSubheader>,
          ...group.items.map((file) => (
            <MenuItem key={file} onClick={handleClose}>
              {file}
            </MenuItem>
          )),
        ])}
      </Menu>
    </div>
  );
}
