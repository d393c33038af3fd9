import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// subtitle1 and subtitle2 render <h6> by default; here they render paragraphs instead.
const mapping = { subtitle1: 'p', subtitle2: 'p', body1: 'div' };

export default function VariantMapping() {
  const ref = React.useRef<HTMLDivElement>(null);
  const [tags, setTags] = React.useState<string[]>([]);

  React.useEffect(() => {
    const nodes = ref.current?.querySelectorAll('.MuiTypography-root') ?? [];
    setTags(Array.from(nodes, (node) => node.tagName.toLowerCase()));
  }, []);

  return (
    <Stack ref={ref} spacing={1}>
      <Typography variant="subtitle1" variantMapping={mapping}>
        Subtitle 1, rendered as <code dir="ltr">{tags[0] ? `<${tags[0]}>` : '…'}</code>
      </Typography>
      <Typography variant="subtitle2" variantMapping={mapping}>
        Subtitle 2, rendered as <code dir="ltr">{tags[1] ? `<${tags[1]}>` : '…'}</code>
      </Typography>
      <Typography variant="body1" variantMapping={mapping}>
        Body 1, rendered as <code dir="ltr">{tags[2] ? `<${tags[2]}>` : '…'}</code>
      </Typography>
    </Stack>
  );
}
