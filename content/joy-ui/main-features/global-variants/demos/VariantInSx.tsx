import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const shipments = [
  { id: 'SH-3051', status: 'Delivered', color: 'success' },
  { id: 'SH-3052', status: 'Delayed', color: 'warning' },
  { id: 'SH-3053', status: 'Returned', color: 'danger' },
] as const;

export default function VariantInSx() {
  return (
    <Box component="ul" sx={{ display: 'grid', gap: 1, p: 0, m: 0, listStyle: 'none', width: 280 }}>
      {shipments.map((shipment) => (
        <Box
          component="li"
          key={shipment.id}
          // theme.variants[variant][color] is a style object: spread it into any element.
          sx={(theme) => ({
            ...theme.variants.soft[shipment.color],
            display: 'flex',
            justifyContent: 'space-between',
            px: 1.5,
            py: 1,
            borderRadius: 'sm',
            '&:hover': theme.variants.softHover[shipment.color],
          })}
        >
          <Typography level="body-sm" textColor="inherit" sx={{ fontFamily: 'code' }}>
            {shipment.id}
          </Typography>
          <Typography level="title-sm" textColor="inherit">
            {shipment.status}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
