import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import SendIcon from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

// An Emotion cache that mirrors every style it inserts (left ⇄ right).
const rtlCache = createCache({ key: 'demo-rtl', stylisPlugins: [prefixer, rtlPlugin] });

// `direction: 'rtl'` tells components that compute positions in JavaScript.
const rtlTheme = (outer: Theme) => createTheme({ direction: 'rtl', palette: { mode: outer.palette.mode } });

export default function RtlScoped() {
  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={rtlTheme}>
        {/* `dir` makes the browser lay out text and flex rows right to left. */}
        <Stack dir="rtl" lang="ar" spacing={2} sx={{ maxWidth: 320 }}>
          <Typography variant="h6" component="p">تواصل معنا</Typography>
          <TextField label="الاسم الكامل" defaultValue="ليلى حسن" />
          <TextField label="رسالتك" multiline minRows={2} helperText="سنرد خلال يومي عمل" />
          <div>
            <Typography id="rtl-urgency-label" variant="body2" gutterBottom>
              درجة الأهمية
            </Typography>
            <Slider aria-labelledby="rtl-urgency-label" defaultValue={30} valueLabelDisplay="auto" />
          </div>
          {/* Icons are not mirrored by the plugin: flip the ones that point somewhere. */}
          <Button
            variant="contained"
            endIcon={<SendIcon sx={{ transform: 'scaleX(-1)' }} />}
            sx={{ alignSelf: 'flex-start' }}
          >
            إرسال
          </Button>
        </Stack>
      </ThemeProvider>
    </CacheProvider>
  );
}
