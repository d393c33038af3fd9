import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteOutlined from '@mui/icons-material/FavoriteOutlined';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import FavoriteSharp from '@mui/icons-material/FavoriteSharp';
import FavoriteTwoTone from '@mui/icons-material/FavoriteTwoTone';
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import NotificationsNoneRounded from '@mui/icons-material/NotificationsNoneRounded';
import NotificationsNoneSharp from '@mui/icons-material/NotificationsNoneSharp';
import NotificationsNoneTwoTone from '@mui/icons-material/NotificationsNoneTwoTone';

const themes = [
  { name: 'Filled', icons: [Favorite, NotificationsNone] },
  { name: 'Outlined', icons: [FavoriteOutlined, NotificationsNoneOutlined] },
  { name: 'Rounded', icons: [FavoriteRounded, NotificationsNoneRounded] },
  { name: 'TwoTone', icons: [FavoriteTwoTone, NotificationsNoneTwoTone] },
  { name: 'Sharp', icons: [FavoriteSharp, NotificationsNoneSharp] },
];

export default function MaterialIconThemes() {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3 }}>
      {themes.map(({ name, icons: [First, Second] }) => (
        <Stack key={name} spacing={1} sx={{ alignItems: 'center' }}>
          <Stack direction="row" spacing={1}>
            {First && <First fontSize="large" />}
            {Second && <Second fontSize="large" />}
          </Stack>
          <Typography variant="caption">{name}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
