import * as React from 'react';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import BarChartIcon from '@mui/icons-material/BarChart';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PeopleIcon from '@mui/icons-material/People';
import SettingsIcon from '@mui/icons-material/Settings';

const sections = [
  { label: 'Overview', icon: <DashboardIcon /> },
  { label: 'Customers', icon: <PeopleIcon /> },
  { label: 'Reports', icon: <BarChartIcon /> },
  { label: 'Settings', icon: <SettingsIcon />, disabled: true },
];

export default function SelectedListItem() {
  const [selected, setSelected] = React.useState('Customers');

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 320 }}>
      <List component="nav" aria-label="Dashboard sections">
        {sections.map((section) => (
          <ListItemButton
            key={section.label}
            selected={selected === section.label}
            disabled={section.disabled}
            onClick={() => setSelected(section.label)}
            // aria-current marks the selected entry for screen readers; selected only styles it.
            aria-current={selected === section.label ? 'page' : undefined}
          >
            <ListItemIcon>{section.icon}</ListItemIcon>
            <ListItemText primary={section.label} />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
