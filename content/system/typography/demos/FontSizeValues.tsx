import Box from '@mui/material/Box';

const sizes: { label: string; fontSize: number | string }[] = [
  { label: 'fontSize: 14', fontSize: 14 },
  { label: "fontSize: '1.25rem'", fontSize: '1.25rem' },
  { label: "fontSize: 'h5.fontSize'", fontSize: 'h5.fontSize' },
  { label: "fontSize: 'body2.fontSize'", fontSize: 'body2.fontSize' },
];

// fontSize looks a path up in theme.typography first (h5.fontSize is 1.5rem); anything else is CSS, numbers in px.
export default function FontSizeValues() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {sizes.map((size) => (
        <Box key={size.label} sx={{ fontSize: size.fontSize }}>
          {size.label}
        </Box>
      ))}
    </Box>
  );
}
