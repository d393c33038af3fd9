import * as React from 'react';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import FavoriteIcon from '@mui/icons-material/Favorite';
import HistoryIcon from '@mui/icons-material/History';
import PlaylistPlayIcon from '@mui/icons-material/PlaylistPlay';

const sections = [
  { label: 'Playlists', icon: <PlaylistPlayIcon />, text: '4 playlists, 86 songs.' },
  { label: 'Favorites', icon: <FavoriteIcon />, text: '23 favorite songs.' },
  { label: 'History', icon: <HistoryIcon />, text: 'Played today: 11 songs.' },
];

function LibraryTabs({ iconOnly }: { iconOnly?: boolean }) {
  const [value, setValue] = React.useState(0);
  const id = React.useId();

  return (
    <div>
      <Tabs
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
        aria-label={iconOnly ? 'Library (icons only)' : 'Library'}
      >
        {sections.map((section, index) => (
          // Icon-only tabs need an aria-label: there is no text to read.
          <Tab
            key={section.label}
            icon={section.icon}
            label={iconOnly ? undefined : section.label}
            aria-label={iconOnly ? section.label : undefined}
            id={`${id}-tab-${index}`}
            aria-controls={`${id}-panel-${index}`}
          />
        ))}
      </Tabs>
      {sections.map((section, index) => (
        <div
          key={section.label}
          role="tabpanel"
          hidden={value !== index}
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
        >
          {value === index && <Typography sx={{ p: 1, textAlign: 'center' }}>{section.text}</Typography>}
        </div>
      ))}
    </div>
  );
}

export default function IconTabs() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <LibraryTabs iconOnly />
      <LibraryTabs />
    </Stack>
  );
}
