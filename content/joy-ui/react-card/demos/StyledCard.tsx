import Card from '@mui/joy/Card';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { styled } from '@mui/joy/styles';

// A reusable stat tile built on Card: styles read theme tokens, so they follow dark mode.
const StatCard = styled(Card)(({ theme }) => ({
  '--Card-padding': '1.25rem',
  borderInlineStart: `4px solid ${theme.vars.palette.primary[500]}`,
  minWidth: 160,
}));

const stats = [
  { label: 'Open issues', value: '128' },
  { label: 'Median review time', value: '5 h' },
  { label: 'Deploys this week', value: '23' },
];

export default function StyledCard() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {stats.map((stat) => (
        <StatCard key={stat.label}>
          <Typography level="body-sm">{stat.label}</Typography>
          <Typography level="h3">{stat.value}</Typography>
        </StatCard>
      ))}
    </Stack>
  );
}
