import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function CardActionsLayout() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Card sx={{ width: 280 }}>
        <CardContent>
          <Typography level="title-md">Delete workspace?</Typography>
          <Typography level="body-sm">Buttons share the row equally with buttonFlex="1".</Typography>
        </CardContent>
        <CardActions buttonFlex="1">
          <Button variant="outlined" color="neutral">
            Keep
          </Button>
          <Button color="danger">Delete</Button>
        </CardActions>
      </Card>
      <Card sx={{ width: 280 }}>
        <CardContent>
          <Typography level="title-md">Upgrade to Team</Typography>
          <Typography level="body-sm">orientation="vertical" stacks the actions.</Typography>
        </CardContent>
        <CardActions orientation="vertical">
          <Button>Start free trial</Button>
          <Button variant="plain">Compare plans</Button>
        </CardActions>
      </Card>
    </Stack>
  );
}
