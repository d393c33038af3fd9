import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { createTheme, styled, ThemeProvider, type Theme } from '@mui/material/styles';

// styled(): a square, uppercase tag style for a product label.
const TagChip = styled(Chip)(({ theme }) => ({
  borderRadius: 4,
  fontWeight: 700,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  fontSize: theme.typography.pxToRem(11),
}));

// Theme overrides: every Chip inside is small and outlined, with a thicker border.
const theme = (outer: Theme) =>
  createTheme({
    palette: { mode: outer.palette.mode },
    components: {
      MuiChip: {
        defaultProps: { size: 'small', variant: 'outlined' },
        styleOverrides: {
          outlined: { borderWidth: 2 },
          label: { fontWeight: 500 },
        },
      },
    },
  });

export default function CustomizedChips() {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
      <Chip label="Limited edition" sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', borderRadius: 2 }} />
      <TagChip label="New" color="success" size="small" />
      <ThemeProvider theme={theme}>
        <Chip label="Hardcover" />
        <Chip label="Signed copy" color="primary" />
      </ThemeProvider>
    </Stack>
  );
}
