import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import HomeRounded from '@mui/icons-material/HomeRounded';
import MailRounded from '@mui/icons-material/MailRounded';
import SettingsRounded from '@mui/icons-material/SettingsRounded';

const sizes = ['sm', 'md', 'lg'] as const;

export default function ListSizes() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
      {sizes.map((size) => (
        <div key={size}>
          <Typography level="body-xs">{`size="${size}"`}</Typography>
          <List size={size} variant="outlined" sx={{ borderRadius: 'sm', minWidth: 160 }}>
            <ListItem>
              <ListItemDecorator>
                <HomeRounded />
              </ListItemDecorator>
              Home
            </ListItem>
            <ListItem>
              <ListItemDecorator>
                <MailRounded />
              </ListItemDecorator>
              Messages
            </ListItem>
            <ListItem>
              <ListItemDecorator>
                <SettingsRounded />
              </ListItemDecorator>
              Settings
            </ListItem>
          </List>
        </div>
      ))}
    </Box>
  );
}
