import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];
const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];

export default function VariantColorMatrix() {
  return (
    <Sheet
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto repeat(5, minmax(64px, 1fr))',
        gap: 1,
        alignItems: 'center',
        overflowX: 'auto',
        width: '100%',
        maxWidth: 620,
      }}
    >
      <span />
      {colors.map((color) => (
        <Typography key={color} level="body-xs" sx={{ textAlign: 'center' }}>
          {color}
        </Typography>
      ))}
      {variants.map((variant) => [
        <Typography key={variant} level="body-xs" sx={{ fontFamily: 'code' }}>
          {variant}
        </Typography>,
        ...colors.map((color) => (
          // Any surface takes `variant` and `color`; Sheet is the plainest one.
          <Sheet
            key={`${variant}-${color}`}
            variant={variant}
            color={color}
            sx={{ height: 48, borderRadius: 'sm', display: 'grid', placeItems: 'center' }}
          >
            <Typography level="body-xs" textColor="inherit">
              Aa
            </Typography>
          </Sheet>
        )),
      ])}
    </Sheet>
  );
}
