import Box from '@mui/system/Box';
import { ThemeProvider, createTheme, handleBreakpoints } from '@mui/system';

const theme = createTheme({
  unstable_sxConfig: {
    // `size` sets width and height at once; handleBreakpoints keeps responsive values working.
    size: {
      style: (props) =>
        handleBreakpoints(props, props.size, (value: number) => ({
          width: props.theme.spacing(value),
          height: props.theme.spacing(value),
        })),
    },
  },
});

const team = [
  { initials: 'AO', name: 'Ada Okafor', color: '#0b57d0' },
  { initials: 'LW', name: 'Lin Wei', color: '#166534' },
  { initials: 'MR', name: 'Marta Ruiz', color: '#9a3412' },
];

export default function StyleFunctionKey() {
  return (
    <ThemeProvider theme={theme}>
      <Box
        component="ul"
        aria-label="Team"
        sx={{ display: 'flex', gap: 2, m: 0, p: 0, listStyle: 'none' }}
      >
        {team.map((member) => (
          <Box
            component="li"
            key={member.initials}
            aria-label={member.name}
            sx={{
              size: { xs: 5, sm: 7 }, // 40px on phones, 56px from the sm breakpoint
              display: 'grid',
              placeItems: 'center',
              borderRadius: '50%',
              bgcolor: member.color,
              color: '#ffffff',
              fontWeight: 700,
            }}
          >
            {member.initials}
          </Box>
        ))}
      </Box>
    </ThemeProvider>
  );
}
