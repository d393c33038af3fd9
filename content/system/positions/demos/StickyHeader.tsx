import Box from '@mui/material/Box';

const sections = [
  { letter: 'A', names: ['Aiko Tanaka', 'Amir Haddad', 'Anna Berg'] },
  { letter: 'B', names: ['Ben Carter', 'Bianca Rossi'] },
  { letter: 'C', names: ['Carlos Mendez', 'Chloe Martin', 'Cyrus Vance'] },
  { letter: 'D', names: ['Dmitri Orlov', 'Dora Lee'] },
];

// `position: 'sticky'` with `top: 0`: each letter sticks to the top of the scrolling list until the next one pushes it out.
export default function StickyHeader() {
  return (
    <Box tabIndex={0} aria-label="Contacts" role="region" sx={{ height: 220, overflow: 'auto', width: 1, maxWidth: 320, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {sections.map((section) => (
        <Box component="section" key={section.letter}>
          <Box component="h3" sx={{ position: 'sticky', top: 0, m: 0, px: 2, py: 0.5, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', typography: 'overline' }}>
            {section.letter}
          </Box>
          {section.names.map((name) => (
            <Box key={name} sx={{ px: 2, py: 1, typography: 'body2' }}>
              {name}
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}
