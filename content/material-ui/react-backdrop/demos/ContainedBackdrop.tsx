import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export default function ContainedBackdrop() {
  const [refreshing, setRefreshing] = React.useState(false);

  const handleRefresh = () => {
    setRefreshing(true);
    window.setTimeout(() => setRefreshing(false), 1500);
  };

  return (
    // `position: relative` makes the card the box the backdrop covers.
    <Card variant="outlined" sx={{ position: 'relative', maxWidth: 360 }}>
      <CardContent>
        <Typography variant="overline">Monthly orders</Typography>
        <Typography variant="h4" component="p">
          1,284
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Up 12% from last month
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small" onClick={handleRefresh} disabled={refreshing}>
          Refresh
        </Button>
      </CardActions>
      <Backdrop
        open={refreshing}
        sx={(theme) => ({
          position: 'absolute',
          color: 'primary.main',
          bgcolor: 'rgba(255, 255, 255, 0.7)',
          ...theme.applyStyles('dark', { bgcolor: 'rgba(0, 0, 0, 0.6)' }),
        })}
      >
        <CircularProgress color="inherit" size={32} aria-label="Refreshing orders" />
      </Backdrop>
    </Card>
  );
}
