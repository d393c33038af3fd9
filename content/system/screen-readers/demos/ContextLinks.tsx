import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { visuallyHidden } from '@mui/utils';

const posts = [
  { title: 'Shipping to Canada is back', summary: 'Orders to Canada ship again from Monday.' },
  { title: 'New gift cards', summary: 'Digital gift cards now come in any amount.' },
];

// A list of links that all say "Read more" is useless out of context: the hidden text names each post.
export default function ContextLinks() {
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 400 }}>
      {posts.map((post) => (
        <Box component="li" key={post.title}>
          <Box sx={{ typography: 'subtitle1' }}>{post.title}</Box>
          <Box sx={{ typography: 'body2', color: 'text.secondary' }}>{post.summary}</Box>
          <Link component="button" type="button" variant="body2">
            Read more
            <Box component="span" sx={visuallyHidden}>
              {' '}
              about {post.title}
            </Box>
          </Link>
        </Box>
      ))}
    </Box>
  );
}
