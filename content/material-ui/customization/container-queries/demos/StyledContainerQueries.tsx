import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

// A named container, so queries inside it can point at it explicitly.
const Column = styled('div')({ containerType: 'inline-size', containerName: 'column', minWidth: 0 });

const Stats = styled('dl')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1),
  margin: 0,
  gridTemplateColumns: '1fr',
  // Three across once the column named `column` is at least 360px wide.
  [theme.containerQueries('column').up(360)]: {
    gridTemplateColumns: 'repeat(3, 1fr)',
  },
  '& > div': { padding: theme.spacing(1.5), borderRadius: theme.shape.borderRadius, backgroundColor: theme.palette.action.hover },
  '& dd': { margin: 0, ...theme.typography.h6 },
  '& dt': { ...theme.typography.caption, color: theme.palette.text.secondary },
}));

const stats = [
  { label: 'Open tickets', value: '18' },
  { label: 'Median reply', value: '2h 10m' },
  { label: 'Satisfaction', value: '94%' },
];

function StatPanel({ title }: { title: string }) {
  return (
    <Column>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle2" component="p" gutterBottom>{title}</Typography>
        <Stats>
          {stats.map((stat) => (
            <div key={stat.label}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </Stats>
      </Paper>
    </Column>
  );
}

export default function StyledContainerQueries() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, width: '100%' }}>
      <StatPanel title="Support this week (main column)" />
      <StatPanel title="Support this week (sidebar)" />
    </Box>
  );
}
