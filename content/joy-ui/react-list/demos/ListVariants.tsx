import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';
import { applySolidInversion } from '@mui/joy/colorInversion';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function ListVariants() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))', gap: 2, width: '100%' }}>
      {variants.map((variant) => (
        <div key={variant}>
          <Typography level="body-xs" sx={{ mb: 1 }}>
            {`variant="${variant}"`}
          </Typography>
          {/* On the List, variant and color paint the whole list as one surface. The solid one also
              inverts its items' colors, or their dark text would sit on a dark background. */}
          <List variant={variant} color="primary" sx={[{ borderRadius: 'sm' }, variant === 'solid' && applySolidInversion('primary')]}>
            <ListItem>Monday</ListItem>
            <ListItem>Tuesday</ListItem>
            <ListItem>Wednesday</ListItem>
          </List>
        </div>
      ))}
    </Box>
  );
}
