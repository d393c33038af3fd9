import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';

const variants = ['plain', 'outlined', 'soft', 'solid'] as const;

export default function CardVariants() {
  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))', width: '100%' }}>
      {variants.map((variant) => (
        <Card key={variant} variant={variant}>
          <CardContent>
            <Typography level="title-md" textColor="inherit">
              {variant}
            </Typography>
            <Typography level="body-sm" textColor="inherit">
              {variant === 'outlined' ? 'The default variant.' : `variant="${variant}"`}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
