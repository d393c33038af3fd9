import * as React from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
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

const ranges = [
  { label: 'Week', text: '1,240 visits this week, up 8%.' },
  { label: 'Month', text: '5,310 visits this month, up 3%.' },
  { label: 'Year', text: '61,870 visits this year, up 21%.' },
];

export default function CustomizedTabs() {
  const [value, setValue] = React.useState(0);
  const id = React.useId();

  return (
    <div>
      <SegmentedTabs
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
        aria-label="Chart range"
      >
        {ranges.map((range, index) => (
          <SegmentedTab key={range.label} label={range.label} id={`${id}-tab-${index}`} aria-controls={`${id}-panel-${index}`} />
        ))}
      </SegmentedTabs>
      {ranges.map((range, index) => (
        <div
          key={range.label}
          role="tabpanel"
          hidden={value !== index}
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
        >
          {value === index && <Typography sx={{ p: 2 }}>{range.text}</Typography>}
        </div>
      ))}
    </div>
  );
}
