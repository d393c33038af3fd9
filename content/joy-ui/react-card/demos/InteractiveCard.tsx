import Avatar from '@mui/joy/Avatar';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function InteractiveCard() {
  return (
    <Card
      orientation="horizontal"
      variant="outlined"
      sx={{
        width: 340,
        maxWidth: '100%',
        '&:hover': { boxShadow: 'md', borderColor: 'neutral.outlinedColor' },
      }}
    >
      <Avatar color="primary" variant="soft" size="lg">
        MR
      </Avatar>
      <CardContent>
        <Typography level="title-lg" id="profile-card-name">
          {/* overlay stretches the link over the whole card, so the card is one click target. */}
          <Link overlay underline="none" href="#interactive-card" sx={{ color: 'text.primary' }}>
            Marta Ribeiro
          </Link>
        </Typography>
        <Typography level="body-sm">Staff engineer · Platform team</Typography>
      </CardContent>
    </Card>
  );
}
