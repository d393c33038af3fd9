import * as React from 'react';
import Box from '@mui/system/Box';
import type { SxProps } from '@mui/system';

interface TagProps {
  label: string;
  selected: boolean;
  onToggle: () => void;
  sx?: SxProps;
}

// A component that accepts `sx` and merges it after its own styles.
function Tag({ label, selected, onToggle, sx = [] }: TagProps) {
  return (
    <Box
      component="button"
      type="button"
      aria-pressed={selected}
      onClick={onToggle}
      sx={[
        {
          px: 1.5,
          py: 0.5,
          border: '1px solid #9ca3af',
          borderRadius: 4,
          bgcolor: 'transparent',
          color: 'inherit',
          font: 'inherit',
          cursor: 'pointer',
        },
        // `false` entries are skipped, so conditions read naturally.
        selected && { bgcolor: '#0b57d0', borderColor: '#0b57d0', color: '#ffffff' },
        // Spread the caller's sx: it may itself be an array.
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {label}
    </Box>
  );
}

const genres = ['Fantasy', 'Mystery', 'Poetry', 'History'];

export default function SxArrays() {
  const [selected, setSelected] = React.useState<string[]>(['Mystery']);
  const toggle = (genre: string) =>
    setSelected((current) =>
      current.includes(genre)
        ? current.filter((item) => item !== genre)
        : [...current, genre],
    );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {genres.map((genre) => (
        <Tag
          key={genre}
          label={genre}
          selected={selected.includes(genre)}
          onToggle={() => toggle(genre)}
          sx={genre === 'Poetry' ? { fontStyle: 'italic' } : undefined}
        />
      ))}
    </Box>
  );
}
