import Button from '@mui/joy/Button';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const pages = [
  { title: 'Installation', href: '/joy-ui/getting-started/installation' },
  { title: 'Usage', href: '/joy-ui/getting-started/usage' },
  { title: 'Tutorial', href: '/joy-ui/getting-started/tutorial' },
];

export default function ComponentProp() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {/* Looks like an h4, is an h2 in the document outline. */}
      <Typography level="h4" component="h2">
        Joy UI docs
      </Typography>
      {/* A link that looks like a button: the browser treats it as a link (middle-click, "copy link"). */}
      <Button component="a" href="/joy-ui/getting-started/support" variant="soft">
        Get support
      </Button>
      <List component="nav" aria-label="Getting started" sx={{ '--List-padding': '0px' }}>
        {pages.map((page) => (
          <ListItem key={page.href}>
            <ListItemButton component="a" href={page.href}>
              {page.title}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
