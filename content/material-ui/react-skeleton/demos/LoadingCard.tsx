import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TerrainIcon from '@mui/icons-material/Terrain';

export default function LoadingCard() {
  const [loading, setLoading] = React.useState(false);

  const handleReload = () => {
    setLoading(true);
    // Stands in for a request; the card shows placeholders until it resolves.
    window.setTimeout(() => setLoading(false), 2000);
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'center', width: '100%' }}>
      <Button variant="outlined" onClick={handleReload} disabled={loading}>
        Reload post
      </Button>
      <Card variant="outlined" aria-busy={loading} sx={{ width: '100%', maxWidth: 340 }}>
        <CardHeader
          avatar={loading ? <Skeleton variant="circular" width={40} height={40} /> : <Avatar>MK</Avatar>}
          title={loading ? <Skeleton width="60%" /> : 'Mariam Khan'}
          subheader={loading ? <Skeleton width="40%" /> : 'Trail report, 12 March'}
        />
        {loading ? (
          <Skeleton variant="rectangular" height={160} />
        ) : (
          <Box
            role="img"
            aria-label="Illustration of mountains"
            sx={{
              height: 160,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'success.light',
              color: 'success.contrastText',
            }}
          >
            <TerrainIcon sx={{ fontSize: 72 }} />
          </Box>
        )}
        <CardContent>
          {loading ? (
            <>
              <Skeleton />
              <Skeleton width="80%" />
            </>
          ) : (
            <Typography variant="body2" color="text.secondary">
              The north ridge is clear of snow again. Start before eight to find a space at the car park.
            </Typography>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
