import * as React from 'react';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';

export default function StandaloneToggle() {
  const [following, setFollowing] = React.useState(false);
  const [liked, setLiked] = React.useState(true);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      {/* aria-pressed makes a single button a toggle; Joy styles the pressed state as active. */}
      <Button variant="outlined" aria-pressed={following} onClick={() => setFollowing(!following)}>
        {following ? 'Following' : 'Follow'}
      </Button>
      <IconButton aria-label="Like" aria-pressed={liked} color="danger" onClick={() => setLiked(!liked)}>
        {liked ? <Favorite /> : <FavoriteBorder />}
      </IconButton>
    </Stack>
  );
}
