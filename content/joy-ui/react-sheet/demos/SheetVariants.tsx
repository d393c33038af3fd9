import Sheet from '@mui/joy/Sheet';

const variants = ['plain', 'outlined', 'soft', 'solid'] as const;

export default function SheetVariants() {
  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', width: '100%' }}>
      {variants.map((variant) => (
        <Sheet key={variant} variant={variant} sx={{ p: 2, borderRadius: 'sm', textAlign: 'center' }}>
          {variant}
        </Sheet>
      ))}
    </div>
  );
}
