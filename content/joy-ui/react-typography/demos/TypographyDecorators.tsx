import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import WarningRounded from '@mui/icons-material/WarningRounded';

export default function TypographyDecorators() {
  return (
    <Stack spacing={2}>
      {/* The icon scales with the level's line height. */}
      <Typography level="title-lg" startDecorator={<CheckCircleRounded color="success" />}>
        Payment received
      </Typography>
      <Typography level="body-sm" color="warning" startDecorator={<WarningRounded />}>
        Your password expires in 5 days.
      </Typography>
      {/* A Chip is a <div>, which a <p> cannot hold: render this title as a <div>. */}
      <Typography
        level="title-md"
        component="div"
        endDecorator={
          <Chip size="sm" variant="soft" color="primary">
            New
          </Chip>
        }
      >
        Team workspaces
      </Typography>
    </Stack>
  );
}
