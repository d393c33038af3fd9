import { ThemeProvider, createBox, createTheme } from '@mui/system';

const brandTheme = createTheme({
  palette: { brand: { main: '#9a3412', light: '#ffedd5' } },
  spacing: 6,
  shape: { borderRadius: 10 },
});

// BrandBox reads theme.brand from the context, and falls back to brandTheme when the context is empty.
const BrandBox = createBox({
  themeId: 'brand',
  defaultTheme: brandTheme,
  defaultClassName: 'BrandBox-root',
});

export default function CreateBoxDemo() {
  return (
    // `themeId` stores the theme under its own key, next to any theme already provided above.
    <ThemeProvider theme={brandTheme} themeId="brand">
      <BrandBox sx={{ p: 3, bgcolor: 'brand.light', color: 'brand.main', borderRadius: 1 }}>
        <BrandBox component="strong" sx={{ display: 'block', mb: 1 }}>
          Autumn reading sale
        </BrandBox>
        Every mystery novel is 20% off until Sunday.
      </BrandBox>
    </ThemeProvider>
  );
}
