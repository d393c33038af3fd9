import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import BookmarkBorderRounded from '@mui/icons-material/BookmarkBorderRounded';

export default function InvertedCard() {
  const [inverted, setInverted] = React.useState(true);

  return (
    <Stack spacing={2} sx={{ alignItems: 'center', width: '100%' }}>
      <Typography
        component="label"
        level="body-sm"
        endDecorator={<Switch checked={inverted} onChange={(event) => setInverted(event.target.checked)} />}
      >
        invertedColors
      </Typography>
      <Card variant="solid" color="primary" invertedColors={inverted} sx={{ width: '100%', maxWidth: 360 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Chip size="sm" variant="soft">
            Workshop · 12 seats left
          </Chip>
          <IconButton variant="plain" size="sm" aria-label="Save workshop">
            <BookmarkBorderRounded />
          </IconButton>
        </Stack>
        <Typography level="title-lg">Accessible forms in React</Typography>
        <Typography level="body-sm">Thursday, June 13 · 2 hours · Online</Typography>
        <CardActions>
          <Button variant="solid">Register</Button>
          <Button variant="outlined">Agenda</Button>
        </CardActions>
      </Card>
    </Stack>
  );
}
