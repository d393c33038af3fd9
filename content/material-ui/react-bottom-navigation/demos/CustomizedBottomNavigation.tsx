import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import MuiBottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ChecklistIcon from '@mui/icons-material/Checklist';
import InsightsIcon from '@mui/icons-material/Insights';
import { styled } from '@mui/material/styles';

// The selected action gets a pill behind its icon.
const BottomNavigationAction = styled(MuiBottomNavigationAction)(({ theme }) => ({
  '& .MuiSvgIcon-root': {
    padding: theme.spacing(0.25, 2),
    borderRadius: 16,
    boxSizing: 'content-box',
    transition: theme.transitions.create('background-color'),
  },
  '&.Mui-selected': { color: theme.palette.text.primary },
  '&.Mui-selected .MuiSvgIcon-root': { backgroundColor: theme.palette.action.selected },
  '&.Mui-selected .MuiBottomNavigationAction-label': { fontSize: theme.typography.pxToRem(12), fontWeight: 600 },
}));

export default function CustomizedBottomNavigation() {
  const [value, setValue] = React.useState('tasks');

  return (
    <Box sx={{ width: 360, maxWidth: '100%' }}>
      <BottomNavigation
        showLabels
        value={value}
        onChange={(_event, newValue: string) => setValue(newValue)}
        sx={{ height: 72, bgcolor: 'action.hover', borderRadius: 2 }}
      >
        <BottomNavigationAction label="Tasks" value="tasks" icon={<ChecklistIcon />} />
        <BottomNavigationAction label="Calendar" value="calendar" icon={<CalendarMonthIcon />} />
        <BottomNavigationAction label="Insights" value="insights" icon={<InsightsIcon />} />
      </BottomNavigation>
    </Box>
  );
}
