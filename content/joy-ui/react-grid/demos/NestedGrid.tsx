import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const links = {
  Product: ['Features', 'Pricing', 'Changelog'],
  Company: ['About', 'Careers', 'Press'],
  Support: ['Docs', 'Status', 'Contact'],
};

export default function NestedGrid() {
  return (
    <Grid container spacing={2} sx={{ flexGrow: 1 }}>
      <Grid xs={12} md={4}>
        <Sheet variant="soft" sx={{ p: 2, borderRadius: 'sm', height: '100%' }}>Newsletter sign-up</Sheet>
      </Grid>
      {/* A Grid can be an item and a container at once; its children share its spacing. */}
      <Grid container xs={12} md={8}>
        {Object.entries(links).map(([title, items]) => (
          <Grid key={title} xs={4}>
            <Typography level="title-sm">{title}</Typography>
            {items.map((item) => (
              <Typography key={item} level="body-sm">
                {item}
              </Typography>
            ))}
          </Grid>
        ))}
      </Grid>
    </Grid>
  );
}
