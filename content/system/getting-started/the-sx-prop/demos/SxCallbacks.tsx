import Box from '@mui/system/Box';
import { ThemeProvider, createTheme, alpha } from '@mui/system';

const theme = createTheme({
  palette: { primary: { main: '#0b57d0' } },
});

const members = [
  { name: 'Ada Okafor', role: 'Editor', active: true },
  { name: 'Lin Wei', role: 'Designer', active: false },
];

export default function SxCallbacks() {
  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {members.map((member) => (
          <Box
            key={member.name}
            // The whole sx can be a function of the theme…
            sx={(t) => ({
              p: 2,
              minWidth: 200,
              borderRadius: 2,
              border: `1px solid ${alpha(t.palette.primary.main, member.active ? 1 : 0.3)}`,
              // …and so can a single value.
              bgcolor: (inner) =>
                alpha(inner.palette.primary.main, member.active ? 0.12 : 0),
            })}
          >
            <Box sx={{ fontWeight: 'bold' }}>{member.name}</Box>
            <Box sx={{ fontSize: 14, mt: (t) => t.spacing(0.5) }}>
              {member.role} · {member.active ? 'online' : 'away'}
            </Box>
          </Box>
        ))}
      </Box>
    </ThemeProvider>
  );
}
