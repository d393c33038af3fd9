import Stack from '@mui/joy/Stack';
import Chip from '@mui/joy/Chip';

const tags = ['react', 'typescript', 'css-variables', 'design-system', 'accessibility', 'dark-mode', 'theming', 'ssr'];

export default function WrappingStack() {
  return (
    // useFlexGap spaces the children with `gap`, which also works between wrapped rows.
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', maxWidth: 360 }}>
      {tags.map((tag) => (
        <Chip key={tag} variant="soft">
          {tag}
        </Chip>
      ))}
    </Stack>
  );
}
