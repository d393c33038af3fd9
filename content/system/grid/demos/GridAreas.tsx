import Box from '@mui/material/Box';

const regions = [
  { area: 'header', label: 'Header', bgcolor: 'primary.main', color: 'primary.contrastText' },
  { area: 'nav', label: 'Navigation', bgcolor: 'secondary.main', color: 'secondary.contrastText' },
  { area: 'main', label: 'Main content', bgcolor: 'action.selected', color: 'text.primary' },
  { area: 'footer', label: 'Footer', bgcolor: 'success.main', color: 'success.contrastText' },
];

// Named areas, rearranged per breakpoint: navigation above the content on phones, beside it from sm.
export default function GridAreas() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        width: 1,
        gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
        gridTemplateAreas: {
          xs: `"header" "nav" "main" "footer"`,
          sm: `"header header" "nav main" "footer footer"`,
        },
        gridTemplateRows: { sm: 'auto 160px auto' },
      }}
    >
      {regions.map((region) => (
        <Box key={region.area} sx={{ gridArea: region.area, p: 1.5, bgcolor: region.bgcolor, color: region.color, borderRadius: 1, typography: 'body2' }}>
          {region.label} <code>{`gridArea: '${region.area}'`}</code>
        </Box>
      ))}
    </Box>
  );
}
