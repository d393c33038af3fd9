import { styled } from '@mui/joy/styles';
import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab, { tabClasses } from '@mui/joy/Tab';

// A reusable "chip" tab: rounded, outlined, filled in when selected.
const ChipTab = styled(Tab)(({ theme }) => ({
  borderRadius: theme.vars.radius.xl,
  border: `1px solid ${theme.vars.palette.neutral.outlinedBorder}`,
  [`&.${tabClasses.selected}`]: {
    backgroundColor: theme.vars.palette.primary.solidBg,
    borderColor: theme.vars.palette.primary.solidBg,
    color: theme.vars.palette.primary.solidColor,
  },
}));

export default function StyledTabs() {
  return (
    <Tabs defaultValue={0} sx={{ bgcolor: 'transparent' }}>
      <TabList aria-label="Recipe filter" disableUnderline sx={{ gap: 1, flexWrap: 'wrap' }}>
        <ChipTab disableIndicator>Breakfast</ChipTab>
        <ChipTab disableIndicator>Lunch</ChipTab>
        <ChipTab disableIndicator>Dinner</ChipTab>
        <ChipTab disableIndicator>Desserts</ChipTab>
      </TabList>
    </Tabs>
  );
}
