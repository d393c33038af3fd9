import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useEffect, useState, type ChangeEvent } from 'react';
import { t } from '../i18n/t';
import { useDocsTheme } from './DocsThemeProvider';
import type { PaletteColors } from './themeState';

const HEX = /^#[0-9a-fA-F]{6}$/;
// Material UI's default primary and secondary: where the tool starts when no colour is set.
const DEFAULTS = { primary: '#1976d2', secondary: '#9c27b0' } as const;
type ColorName = keyof typeof DEFAULTS;

function Swatches({ name, color }: { name: ColorName; color: string }) {
  const theme = useTheme();
  const augmented = theme.palette.augmentColor({ color: { main: HEX.test(color) ? color : DEFAULTS[name] } });
  const label = t(`settings.colorTool.${name}`);
  return (
    <Stack direction="row" role="img" aria-label={t('settings.colorTool.shades', { name: label })} sx={{ borderRadius: 1, overflow: 'hidden', height: 40 }}>
      {[augmented.light, augmented.main, augmented.dark].map((shade) => (
        <Box key={shade} sx={{ flex: 1, bgcolor: shade }} />
      ))}
    </Stack>
  );
}

/** Picks primary and secondary colours for every demo on the site ("set docs colours", reset). */
export function ColorTool() {
  const { state, store } = useDocsTheme();
  const [draft, setDraft] = useState<Record<ColorName, string>>({
    primary: state.paletteColors.primary ?? DEFAULTS.primary,
    secondary: state.paletteColors.secondary ?? DEFAULTS.secondary,
  });
  const [applied, setApplied] = useState(false);
  const { primary, secondary } = state.paletteColors;
  // The first render uses the server's defaults (hydration); stored colours arrive right after.
  useEffect(() => {
    setDraft({ primary: primary ?? DEFAULTS.primary, secondary: secondary ?? DEFAULTS.secondary });
  }, [primary, secondary]);
  const valid = HEX.test(draft.primary) && HEX.test(draft.secondary);

  const update = (name: ColorName) => (event: ChangeEvent<HTMLInputElement>) => {
    setApplied(false);
    setDraft((previous) => ({ ...previous, [name]: event.target.value }));
  };

  const apply = () => {
    const colors: PaletteColors = { primary: draft.primary.toLowerCase(), secondary: draft.secondary.toLowerCase() };
    store?.dispatch({ type: 'CHANGE', payload: { paletteColors: colors } });
    setApplied(true);
  };

  const reset = () => {
    store?.dispatch({ type: 'RESET_COLORS' });
    setDraft({ ...DEFAULTS });
    setApplied(false);
  };

  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 560 }}>
      {(Object.keys(DEFAULTS) as ColorName[]).map((name) => (
        <Stack key={name} direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <input
            type="color"
            aria-label={t(`settings.colorTool.${name}`)}
            value={HEX.test(draft[name]) ? draft[name] : DEFAULTS[name]}
            onChange={update(name)}
            style={{ width: 48, height: 40, padding: 0, border: 0, background: 'none', cursor: 'pointer' }}
          />
          <TextField
            id={`color-tool-${name}`}
            label={t('settings.colorTool.hexLabel', { name: t(`settings.colorTool.${name}`) })}
            size="small"
            value={draft[name]}
            onChange={update(name)}
            error={!HEX.test(draft[name])}
            helperText={HEX.test(draft[name]) ? ' ' : t('settings.colorTool.invalid')}
            sx={{ minWidth: 200 }}
          />
          <Box sx={{ flex: 1 }}>
            <Swatches name={name} color={draft[name]} />
          </Box>
        </Stack>
      ))}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="contained" onClick={apply} disabled={!valid}>
          {t('settings.colorTool.apply')}
        </Button>
        <Button variant="outlined" onClick={reset}>
          {t('settings.colorTool.reset')}
        </Button>
      </Stack>
      <Typography role="status" variant="body2" sx={{ minHeight: '1.5em' }}>
        {applied ? t('settings.colorTool.applied') : ''}
      </Typography>
    </Stack>
  );
}
