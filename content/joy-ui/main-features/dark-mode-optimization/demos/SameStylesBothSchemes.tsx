import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme, useColorScheme, useTheme } from '@mui/joy/styles';

const theme = extendTheme();

function Preview() {
  const { mode, setMode } = useColorScheme();
  const joyTheme = useTheme();
  // The mode is only known in the browser: render the switch's state after mounting.
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  return (
    <Card variant="outlined" sx={{ width: '100%', maxWidth: 380, boxShadow: 'md' }}>
      <Typography component="label" level="body-sm" startDecorator={<Switch checked={mounted && mode === 'dark'} onChange={(event) => setMode(event.target.checked ? 'dark' : 'light')} />}>
        Dark mode
      </Typography>
      <Typography level="title-lg">Invoice #1042</Typography>
      <Stack direction="row" spacing={1}>
        <Chip color="success" variant="soft">Paid</Chip>
        <Chip variant="outlined">Net 30</Chip>
      </Stack>
      <Typography level="body-xs">
        The card's background is <code>{joyTheme.vars.palette.background.surface}</code> in both schemes.
      </Typography>
      <Button variant="soft">Download PDF</Button>
    </Card>
  );
}

export default function SameStylesBothSchemes() {
  return (
    // `attribute` and the storage key keep this preview's scheme apart from the site's.
    <CssVarsProvider theme={theme} disableNestedContext attribute="data-invoice-scheme" modeStorageKey="invoice-demo-mode">
      <Preview />
    </CssVarsProvider>
  );
}
