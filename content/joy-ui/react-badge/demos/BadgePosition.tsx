import Avatar from '@mui/joy/Avatar';
import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Stack from '@mui/joy/Stack';

const positions = [
  { vertical: 'top', horizontal: 'left' },
  { vertical: 'top', horizontal: 'right' },
  { vertical: 'bottom', horizontal: 'left' },
  { vertical: 'bottom', horizontal: 'right' },
] as const;

export default function BadgePosition() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {positions.map((anchorOrigin) => (
        <Badge key={`${anchorOrigin.vertical}-${anchorOrigin.horizontal}`} anchorOrigin={anchorOrigin} badgeContent={2}>
          <Box sx={{ width: 40, height: 40, borderRadius: 'sm', bgcolor: 'background.level2' }} />
        </Badge>
      ))}
      {/* On a round child, badgeInset moves the dot onto the circle's edge. */}
      <Badge
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        badgeInset="14%"
        color="success"
        size="sm"
        aria-label="Ines Duarte, online"
        role="img"
      >
        <Avatar size="lg" aria-hidden>
          ID
        </Avatar>
      </Badge>
    </Stack>
  );
}
