import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

// A reusable card with a colored top edge and a tighter header.
const AccentCard = styled(Card)(({ theme }) => ({
  borderTop: `4px solid ${theme.palette.secondary.main}`,
  maxWidth: 340,
  '& .MuiCardHeader-root': { paddingBottom: 0 },
  '& .MuiCardHeader-title': { fontWeight: 600 },
}));

export default function StyledCard() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 1 }}>
      <AccentCard>
        <CardHeader
          avatar={<Avatar>JO</Avatar>}
          title="Jonas Okafor"
          subheader="Backend engineer"
        />
        <CardContent>
          <Typography variant="body2" color="text.secondary">
            Owns the billing service and the nightly export jobs.
          </Typography>
        </CardContent>
      </AccentCard>
      {/* sx for a one-off: rounder corners and a chip row */}
      <Card variant="outlined" sx={{ maxWidth: 340, borderRadius: 4, bgcolor: 'action.hover' }}>
        <CardHeader avatar={<Avatar>LT</Avatar>} title="Lena Tanaka" subheader="Product designer" />
        <CardContent>
          <Stack direction="row" spacing={1}>
            <Chip label="Figma" size="small" />
            <Chip label="Research" size="small" />
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
