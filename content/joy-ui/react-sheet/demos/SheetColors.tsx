import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;
const variants = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function SheetColors() {
  return (
    <div style={{ overflowX: 'auto', width: '100%' }}>
      <div style={{ display: 'grid', gap: 8, gridTemplateColumns: '80px repeat(5, minmax(80px, 1fr))', minWidth: 520 }}>
        <span />
        {colors.map((color) => (
          <Typography key={color} level="body-xs" sx={{ textAlign: 'center' }}>
            {color}
          </Typography>
        ))}
        {variants.map((variant) => [
          <Typography key={variant} level="body-xs" sx={{ alignSelf: 'center' }}>
            {variant}
          </Typography>,
          ...colors.map((color) => (
            <Sheet
              key={`${variant}-${color}`}
              variant={variant}
              color={color}
              sx={{ height: 48, borderRadius: 'sm', display: 'grid', placeItems: 'center', fontSize: 'sm' }}
            >
              Aa
            </Sheet>
          )),
        ])}
      </div>
    </div>
  );
}
