import Stack from '@mui/system/Stack';
import { createTheme, styled, ThemeProvider } from '@mui/system';

const Item = styled('div')({
  padding: '8px 12px',
  borderRadius: 4,
  border: '1px solid rgba(46, 125, 50, 0.5)',
  backgroundColor: 'rgba(46, 125, 50, 0.1)',
  fontFamily: 'system-ui, sans-serif',
});

// Turns on useFlexGap for every Stack inside the provider, so wrapping rows get even gaps.
const theme = createTheme({
  components: {
    MuiStack: {
      defaultProps: { useFlexGap: true },
    },
  },
});

const sizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL'];

export default function ThemedStack() {
  return (
    <ThemeProvider theme={theme}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', width: 240 }}>
        {sizes.map((size) => (
          <Item key={size}>{size}</Item>
        ))}
      </Stack>
    </ThemeProvider>
  );
}
