import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import MenuButton from '@mui/joy/MenuButton';
import Menu from '@mui/joy/Menu';
import MenuItem from '@mui/joy/MenuItem';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListSubheader from '@mui/joy/ListSubheader';
import ListDivider from '@mui/joy/ListDivider';

const groups = [
  { title: 'Documents', items: ['Quarterly report.docx', 'Roadmap 2026.pdf'] },
  { title: 'Spreadsheets', items: ['Budget.xlsx', 'Headcount.xlsx', 'Vendors.csv'] },
];

export default function GroupedMenu() {
  return (
    <Dropdown>
      <MenuButton>Recent files</MenuButton>
      <Menu sx={{ minWidth: 240 }}>
        {groups.map((group, index) => (
          <React.Fragment key={group.title}>
            {index > 0 && <ListDivider />}
            {/* A nested ListItem makes its List a role="group" labeled by the subheader. */}
            <ListItem nested>
              <ListSubheader>{group.title}</ListSubheader>
              <List>
                {group.items.map((item) => (
                  <MenuItem key={item}>{item}</MenuItem>
                ))}
              </List>
            </ListItem>
          </React.Fragment>
        ))}
      </Menu>
    </Dropdown>
  );
}
