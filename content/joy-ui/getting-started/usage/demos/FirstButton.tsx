import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function FirstButton() {
  const [copies, setCopies] = React.useState(0);

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
      <Button onClick={() => setCopies((count) => count + 1)}>Reserve a copy</Button>
      <Typography level="body-sm" aria-live="polite">
        {copies === 0
          ? 'No copies reserved yet.'
          : `${copies} ${copies === 1 ? 'copy' : 'copies'} of “The Left Hand of Darkness” reserved.`}
      </Typography>
    </Stack>
  );
}
