import Typography from '@mui/joy/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

export default function DecoratorSlotProps() {
  return (
    <Typography
      level="body-sm"
      startDecorator={<InfoOutlined />}
      // Align the text to the top so the icon sits beside the first line, not the middle.
      sx={{ alignItems: 'flex-start', maxWidth: 400 }}
      // Icons take their color from --Icon-color, not from `color`: point it at the decorator's color.
      slotProps={{ startDecorator: { sx: { color: 'primary.500', '--Icon-color': 'currentColor', mt: '1px' } } }}
    >
      Exports include every file in the project, with its comments and version history. Large projects can take a
      few minutes; we email you a link when the export is ready.
    </Typography>
  );
}
