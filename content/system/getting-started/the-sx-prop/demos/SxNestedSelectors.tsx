import Box from '@mui/system/Box';

const chapters = [
  { title: 'The Beginning', pages: 24 },
  { title: 'A Long Way Down', pages: 31 },
  { title: 'The River', pages: 18 },
  { title: 'Home Again', pages: 27 },
];

export default function SxNestedSelectors() {
  return (
    <Box
      component="ol"
      aria-label="Chapters"
      sx={{
        // A CSS custom property, readable by every child; a lighter blue keeps it legible in dark mode.
        '--accent': (theme) => (theme.palette.mode === 'dark' ? '#8ab4f8' : '#0b57d0'),
        m: 0,
        p: 0,
        maxWidth: 420,
        listStyle: 'none',
        border: '1px solid rgba(128, 128, 128, 0.4)',
        borderRadius: 2,
        // Every direct child except the last gets a separator.
        '& > li:not(:last-of-type)': {
          borderBottom: '1px solid rgba(128, 128, 128, 0.4)',
        },
        '& li': { display: 'flex', justifyContent: 'space-between', gap: 2, px: 2, py: 1 },
        // Style a descendant by class name.
        '& .pages': { fontSize: 14, opacity: 0.7 },
        '& li:first-of-type .title': { color: 'var(--accent)', fontWeight: 'bold' },
      }}
    >
      {chapters.map((chapter) => (
        <li key={chapter.title}>
          <span className="title">{chapter.title}</span>
          <span className="pages">{chapter.pages} pages</span>
        </li>
      ))}
    </Box>
  );
}
