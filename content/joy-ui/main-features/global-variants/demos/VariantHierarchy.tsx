import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';

export default function VariantHierarchy() {
  return (
    <Card variant="outlined" sx={{ width: '100%', maxWidth: 380 }}>
      <Chip variant="soft" color="warning" size="sm" sx={{ alignSelf: 'flex-start' }}>
        Payment overdue
      </Chip>
      <Typography level="title-lg">Invoice #2024-118</Typography>
      <Typography level="body-sm">
        Northwind Traders owes $1,240.00 for March. The due date was 12 days ago.
      </Typography>
      {/* Solid for the main action, soft for the alternative, plain for the quiet one. */}
      <CardActions buttonFlex="1 1 auto" sx={{ flexWrap: 'wrap' }}>
        <Button variant="plain" color="neutral">
          Dismiss
        </Button>
        <Button variant="soft" color="neutral">
          Download PDF
        </Button>
        <Button variant="solid" color="primary">
          Send reminder
        </Button>
      </CardActions>
    </Card>
  );
}
