import * as React from 'react';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import FavoriteIcon from '@mui/icons-material/Favorite';
import HistoryIcon from '@mui/icons-material/History';
import PlaylistPlayIcon from '@mui/icons-material/PlaylistPlay';

export default function IconTabs() {
  const [iconOnly, setIconOnly] = React.useState(0);
  const [withLabel, setWithLabel] = React.useState(0);

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      {/* Icon-only tabs need an aria-label: there is no text to read. */}
      <Tabs
        value={iconOnly}
        onChange={(_event, value: number) => setIconOnly(value)}
        aria-label="Library (icons only)"
      >
        <Tab icon={<PlaylistPlayIcon />} aria-label="Playlists" />
        <Tab icon={<FavoriteIcon />} aria-label="Favorites" />
        <Tab icon={<HistoryIcon />} aria-label="History" />
      </Tabs>
      <Tabs
        value={withLabel}
        onChange={(_event, value: number) => setWithLabel(value)}
        aria-label="Library"
      >
        <Tab icon={<PlaylistPlayIcon />} label="Playlists" />
        <Tab icon={<FavoriteIcon />} label="Favorites" />
        <Tab icon={<HistoryIcon />} label="History" />
      </Tabs>
    </Stack>
  );
}
