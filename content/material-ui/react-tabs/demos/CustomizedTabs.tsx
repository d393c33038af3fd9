import * as React from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { styled } from '@mui/material/styles';

// A segmented control look: the indicator becomes a rounded "pill" behind the selected tab.
const SegmentedTabs = styled(Tabs)(({ theme }) => ({
  minHeight: 40,
  padding: 4,
  borderRadius: 12,
  backgroundColor: theme.palette.action.hover,
  '& .MuiTabs-indicator': {
    height: '100%',
    borderRadius: 8,
    backgroundColor: theme.palette.background.paper,
    boxShadow: theme.shadows[1],
  },
}));

const SegmentedTab = styled(Tab)(({ theme }) => ({
  zIndex: 1,
  minHeight: 32,
  padding: theme.spacing(0.5, 2),
  textTransform: 'none',
  fontWeight: 600,
  color: theme.palette.text.secondary,
  '&.Mui-selected': { color: theme.palette.text.primary },
}));

export default function CustomizedTabs() {
  const [value, setValue] = React.useState(0);

  return (
    <SegmentedTabs
      value={value}
      onChange={(_event, newValue: number) => setValue(newValue)}
      aria-label="Chart range"
    >
      <SegmentedTab label="Week" />
      <SegmentedTab label="Month" />
      <SegmentedTab label="Year" />
    </SegmentedTabs>
  );
}
