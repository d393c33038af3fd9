import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Tooltip from '@mui/joy/Tooltip';
import Typography from '@mui/joy/Typography';

export default function RichTooltip() {
  return (
    <Typography level="body-md" sx={{ maxWidth: 460 }}>
      This build is signed with{' '}
      <Tooltip
        variant="outlined"
        placement="bottom-start"
        arrow
        describeChild
        title={
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, maxWidth: 260, p: 0.5 }}>
            <Typography level="title-sm">Release key 2024</Typography>
            <Typography level="body-xs">Fingerprint 4F:2A:9C:D1. Used for every build since March 2024.</Typography>
            <Chip size="sm" color="success" variant="soft">
              Verified
            </Chip>
          </Box>
        }
      >
        {/* The tooltip stays open while the pointer moves onto it. */}
        <Link component="button" underline="always">
          the release key
        </Link>
      </Tooltip>
      , so your package manager can check it came from us.
    </Typography>
  );
}
