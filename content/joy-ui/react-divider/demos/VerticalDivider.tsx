import Divider from '@mui/joy/Divider';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import Undo from '@mui/icons-material/Undo';

export default function VerticalDivider() {
  return (
    <Sheet
      variant="outlined"
      role="group"
      aria-label="Text formatting"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, p: 0.5, borderRadius: 'sm' }}
    >
      <IconButton size="sm" aria-label="Undo">
        <Undo />
      </IconButton>
      {/* A vertical divider stretches to the height of its flex row. */}
      <Divider orientation="vertical" />
      <IconButton size="sm" aria-label="Bold">
        <FormatBold />
      </IconButton>
      <IconButton size="sm" aria-label="Italic">
        <FormatItalic />
      </IconButton>
      <Divider orientation="vertical" />
      <IconButton size="sm" aria-label="Bulleted list">
        <FormatListBulleted />
      </IconButton>
      <IconButton size="sm" aria-label="Numbered list">
        <FormatListNumbered />
      </IconButton>
    </Sheet>
  );
}
