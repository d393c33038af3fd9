import Box from '@mui/system/Box';
import { ThemeProvider, createTheme } from '@mui/system';

const theme = createTheme({
  palette: {
    primary: { main: '#0b57d0', light: '#dbe7fb', contrastText: '#ffffff' },
    divider: 'rgba(128, 128, 128, 0.3)',
  },
});

const shelves = ['Currently reading', 'Want to read', 'Finished'];

const books = [
  { title: 'Piranesi', author: 'Susanna Clarke', progress: 72 },
  { title: 'The Dispossessed', author: 'Ursula K. Le Guin', progress: 35 },
  { title: 'Project Hail Mary', author: 'Andy Weir', progress: 90 },
  { title: 'Station Eleven', author: 'Emily St. John Mandel', progress: 12 },
];

export default function ReadingListLayout() {
  return (
    <ThemeProvider theme={theme}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '220px 1fr' },
          gridTemplateRows: 'auto 1fr',
          minHeight: '100vh',
          fontFamily: 'system-ui, sans-serif',
        }}
      >
        <Box
          component="header"
          sx={{
            gridColumn: '1 / -1',
            px: 3,
            py: 2,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontWeight: 700,
          }}
        >
          My reading list
        </Box>
        <Box
          component="nav"
          aria-label="Shelves"
          sx={{
            borderRight: { md: 1 },
            borderBottom: { xs: 1, md: 0 },
            borderColor: 'divider',
            p: 2,
          }}
        >
          <Box
            component="ul"
            sx={{
              display: 'flex',
              flexDirection: { xs: 'row', md: 'column' },
              flexWrap: 'wrap',
              gap: 1,
              m: 0,
              p: 0,
              listStyle: 'none',
            }}
          >
            {shelves.map((shelf, index) => (
              <Box
                component="li"
                key={shelf}
                sx={{
                  px: 1.5,
                  py: 0.75,
                  borderRadius: 1,
                  bgcolor: index === 0 ? 'primary.light' : 'transparent',
                  color: index === 0 ? 'primary.main' : 'inherit',
                  fontWeight: index === 0 ? 600 : 400,
                }}
              >
                {shelf}
              </Box>
            ))}
          </Box>
        </Box>
        <Box component="main" sx={{ p: 3 }}>
          <Box component="h2" sx={{ mt: 0, fontSize: { xs: 20, md: 24 } }}>
            Currently reading
          </Box>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
              gap: 2,
            }}
          >
            {books.map((book) => (
              <Box
                component="article"
                key={book.title}
                sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}
              >
                <Box component="h3" sx={{ m: 0, fontSize: 16 }}>
                  {book.title}
                </Box>
                <Box sx={{ fontSize: 14, opacity: 0.7, mb: 1.5 }}>{book.author}</Box>
                <Box
                  role="progressbar"
                  aria-label={`${book.title} progress`}
                  aria-valuenow={book.progress}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  sx={{
                    height: 6,
                    borderRadius: 3,
                    bgcolor: 'primary.light',
                    overflow: 'hidden',
                  }}
                >
                  <Box
                    sx={{
                      width: `${book.progress}%`,
                      height: 1,
                      bgcolor: 'primary.main',
                    }}
                  />
                </Box>
                <Box sx={{ mt: 0.5, fontSize: 12 }}>{book.progress}% read</Box>
              </Box>
            ))}
          </Box>
        </Box>
      </Box>
    </ThemeProvider>
  );
}
