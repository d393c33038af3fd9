import * as React from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export default function ComponentVsVariant() {
  // Reads the element each Typography rendered, after mount, to show it next to the text.
  const cardRef = React.useRef<HTMLDivElement>(null);
  const [tags, setTags] = React.useState<string[]>([]);
  React.useEffect(() => {
    const nodes = cardRef.current?.querySelectorAll('.MuiTypography-root') ?? [];
    setTags(Array.from(nodes, (node) => `<${node.tagName.toLowerCase()}>`));
  }, []);

  return (
    <Card ref={cardRef} variant="outlined" sx={{ maxWidth: 360 }}>
      <CardContent>
        {/* Looks like h5, is a paragraph: the card title is not part of the page outline here. */}
        <Typography variant="h5" component="p">
          Lisbon, 4 nights <code dir="ltr">{tags[0]}</code>
        </Typography>
        <Typography variant="h4" component="span" sx={{ color: 'primary.main' }}>
          €640 <code dir="ltr">{tags[1]}</code>
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          Flights and breakfast included. <code dir="ltr">{tags[2]}</code>
        </Typography>
      </CardContent>
    </Card>
  );
}
