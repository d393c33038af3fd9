import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function InvertedSelect() {
  return (
    <Sheet
      variant="solid"
      color="neutral"
      invertedColors
      sx={{ p: 2, borderRadius: 'md', display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Typography level="title-md" id="inverted-select-label">
        Dashboard
      </Typography>
      <Select
        defaultValue="week"
        variant="soft"
        size="sm"
        slotProps={{ button: { 'aria-labelledby': 'inverted-select-label inverted-select-button', id: 'inverted-select-button' } }}
        sx={{ ml: 'auto', minWidth: 140 }}
      >
        <Option value="day">Today</Option>
        <Option value="week">This week</Option>
        <Option value="month">This month</Option>
      </Select>
    </Sheet>
  );
}
