import Box from '@mui/material/Box';
import Container, { type ContainerProps } from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const sizes: { maxWidth: ContainerProps['maxWidth']; note: string }[] = [
  { maxWidth: 'xs', note: 'maxWidth="xs": at most 444 px' },
  { maxWidth: 'sm', note: 'maxWidth="sm": at most 600 px' },
  { maxWidth: 'md', note: 'maxWidth="md": at most 900 px' },
  { maxWidth: false, note: 'maxWidth={false}: always the full width' },
];

export default function ContainerMaxWidths() {
  return (
    <Box sx={{ bgcolor: 'background.default', minHeight: '100vh', py: 2 }}>
      <Stack spacing={1}>
        {sizes.map(({ maxWidth, note }) => (
          <Container key={String(maxWidth)} maxWidth={maxWidth}>
            <Typography variant="body2" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', p: 1, borderRadius: 1 }}>
              {note}
            </Typography>
          </Container>
        ))}
      </Stack>
    </Box>
  );
}
