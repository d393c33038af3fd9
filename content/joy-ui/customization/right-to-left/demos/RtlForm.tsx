import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import rtlPlugin from 'stylis-plugin-rtl';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';

// An Emotion cache whose styles are mirrored: margin-left becomes margin-right, and so on.
const rtlCache = createCache({ key: 'joy-rtl', stylisPlugins: [rtlPlugin] });

export default function RtlForm() {
  return (
    <CacheProvider value={rtlCache}>
      {/* `dir` makes the browser lay the content out from right to left. */}
      <Sheet dir="rtl" lang="ar" variant="outlined" sx={{ p: 2.5, borderRadius: 'md', width: '100%', maxWidth: 380, mx: 'auto', display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography level="title-lg">النشرة الأسبوعية</Typography>
        <FormControl>
          <FormLabel>البريد الإلكتروني</FormLabel>
          <Input type="email" placeholder="name@example.com" startDecorator={<MailOutlineRounded />} />
        </FormControl>
        {/* Direction-aware icons, such as arrows, must be chosen for RTL by you. */}
        <Button endDecorator={<ArrowBackRounded />} sx={{ alignSelf: 'flex-start' }}>
          اشترك
        </Button>
      </Sheet>
    </CacheProvider>
  );
}
