import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme, type CssVarsThemeOptions } from '@mui/joy/styles';
import { useEffect, useMemo, useState } from 'react';
import { COPIED_MS_CODE_BLOCK } from '../copy/constants';
import { writeClipboard } from '../copy/feedback';
import { useCopyFeedback } from '../demos/useCopyFeedback';
import { DemoProvider } from '../demos/providers/joy-ui';
import { COLOR_SCHEMES, EMPTY_CHOICE, PALETTE_COLORS, SHADES, SWATCHES, deriveScale, isHexColor, mainOf, themeCode, themeOptions, type ColorScheme, type PaletteColor, type ThemeChoice } from './themeCode';

/** The attribute on the preview's ancestor that selects its color scheme, apart from the site's own. */
const SCHEME_ATTRIBUTE = 'data-theme-builder-scheme';
const LABEL: Record<PaletteColor, string> = { primary: 'Primary', neutral: 'Neutral', danger: 'Danger', success: 'Success', warning: 'Warning' };
const SCHEME_LABEL: Record<ColorScheme, string> = { light: 'Light', dark: 'Dark' };

function ColorRow({ color, scheme, choice, onPick }: { color: PaletteColor; scheme: ColorScheme; choice: ThemeChoice; onPick: (color: PaletteColor, value: string) => void }) {
  const main = mainOf(choice, scheme, color);
  const [draft, setDraft] = useState(main);
  // A swatch, a reset or the scheme switch changes the color from outside the field.
  useEffect(() => setDraft(main), [main]);
  const scale = deriveScale(main);
  const name = `${LABEL[color]} (${SCHEME_LABEL[scheme].toLowerCase()})`;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '6.5rem 1fr' }, gap: 1, alignItems: 'center' }}>
      <Typography level="title-sm">{LABEL[color]}</Typography>
      <Stack gap={0.75}>
        <Stack direction="row" gap={0.75} flexWrap="wrap" alignItems="center">
          {SWATCHES[color].map((swatch, index) => (
            <Box
              key={swatch}
              component="button"
              type="button"
              data-tb-key={`${color}-swatch-${index}`}
              aria-label={`${name}: ${swatch}`}
              aria-pressed={swatch === main}
              onClick={() => onPick(color, swatch)}
              sx={{
                width: 28,
                height: 28,
                borderRadius: '50%',
                border: '2px solid',
                borderColor: swatch === main ? 'text.primary' : 'transparent',
                outline: swatch === main ? '2px solid var(--docs-joy-host-palette-background-surface)' : 'none',
                outlineOffset: -4,
                bgcolor: swatch,
                cursor: 'pointer',
                p: 0,
                '&:focus-visible': { outline: '2px solid', outlineColor: 'focusVisible', outlineOffset: 2 },
              }}
            />
          ))}
          <Input
            size="sm"
            value={draft}
            error={!isHexColor(draft)}
            onChange={(event) => {
              setDraft(event.target.value);
              if (isHexColor(event.target.value)) onPick(color, event.target.value);
            }}
            slotProps={{ input: { 'aria-label': `${name}, 500 shade as hex`, spellCheck: false, 'data-tb-key': `${color}-hex` } as Record<string, unknown> }}
            sx={{ width: '7.5rem', fontFamily: 'code' }}
          />
        </Stack>
        <Stack direction="row" role="img" aria-label={`${name} scale, 50 to 900`} sx={{ height: 16, borderRadius: 'xs', overflow: 'hidden' }}>
          {SHADES.map((shade) => (
            <Box key={shade} sx={{ flex: 1, bgcolor: scale[shade] }} />
          ))}
        </Stack>
      </Stack>
    </Box>
  );
}

function Preview() {
  return (
    <Stack gap={2}>
      <Stack direction="row" gap={1} flexWrap="wrap">
        <Button variant="solid">Solid</Button>
        <Button variant="soft">Soft</Button>
        <Button variant="outlined">Outlined</Button>
        <Button variant="plain">Plain</Button>
      </Stack>
      <Stack direction="row" gap={1} flexWrap="wrap">
        {PALETTE_COLORS.map((color) => (
          <Chip key={color} color={color} variant="soft">
            {LABEL[color]}
          </Chip>
        ))}
      </Stack>
      <Stack gap={1}>
        <Alert color="success" variant="soft">Your changes were saved.</Alert>
        <Alert color="warning" variant="soft">Your trial ends in three days.</Alert>
        <Alert color="danger" variant="soft">The payment could not be processed.</Alert>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} gap={2} alignItems={{ sm: 'flex-end' }}>
        <FormControl sx={{ flex: 1 }}>
          <FormLabel>Team name</FormLabel>
          <Input placeholder="Design systems" />
        </FormControl>
        <Typography component="label" level="body-sm" startDecorator={<Switch defaultChecked />}>
          Email updates
        </Typography>
      </Stack>
      <Card variant="outlined">
        <CardContent>
          <Typography level="title-md">Starter plan</Typography>
          <Typography level="body-sm">Three projects, shared components and a weekly usage report.</Typography>
        </CardContent>
        <CardActions>
          <Button variant="solid" color="primary">
            Choose plan
          </Button>
          <Button variant="outlined" color="neutral">
            Compare
          </Button>
        </CardActions>
      </Card>
    </Stack>
  );
}

function CopyButton({ code }: { code: string }) {
  const [copied, markCopied] = useCopyFeedback(COPIED_MS_CODE_BLOCK);
  const copy = async () => {
    if (await writeClipboard(code)) markCopied();
  };
  return (
    <Button size="sm" variant="outlined" color="neutral" onClick={copy} data-tb-key="copy" aria-live="polite">
      {copied ? 'Copied' : 'Copy code'}
    </Button>
  );
}

/**
 * The Joy UI theme builder: palette controls, a live preview in its own scoped theme and the code to copy.
 * `scope` names the element the preview's CSS variables are confined to. The server-rendered copy uses
 * its own: its critical CSS stays in the page and, coming later in the document, would otherwise win over
 * the variables the live tool writes for the same selector.
 */
export function ThemeBuilderLive({ scope = 'theme-builder' }: { scope?: string }) {
  const [choice, setChoice] = useState<ThemeChoice>(EMPTY_CHOICE);
  const [scheme, setScheme] = useState<ColorScheme>('light');
  const theme = useMemo(() => extendTheme(themeOptions(choice) as CssVarsThemeOptions), [choice]);
  const code = themeCode(choice);
  const pick = (color: PaletteColor, value: string) => setChoice((previous) => ({ ...previous, [scheme]: { ...previous[scheme], [color]: value.toLowerCase() } }));
  const schemeAttribute = { [SCHEME_ATTRIBUTE]: scheme };
  return (
    <div className="theme-builder-live" {...schemeAttribute}>
      <DemoProvider ownThemeScope={scope}>
        <Stack gap={2.5}>
          <Stack direction="row" gap={1.5} flexWrap="wrap" alignItems="center">
            <Typography id="theme-builder-scheme" level="title-sm">
              Color scheme
            </Typography>
            <ToggleButtonGroup size="sm" value={scheme} aria-labelledby="theme-builder-scheme" onChange={(_event, value) => value && setScheme(value as ColorScheme)}>
              {COLOR_SCHEMES.map((value) => (
                <Button key={value} value={value} data-tb-key={`scheme-${value}`}>
                  {SCHEME_LABEL[value]}
                </Button>
              ))}
            </ToggleButtonGroup>
            <Button size="sm" variant="plain" color="neutral" data-tb-key="copy-scheme" onClick={() => setChoice((previous) => ({ ...previous, [scheme === 'light' ? 'dark' : 'light']: { ...previous[scheme] } }))}>
              Use these colors in {scheme === 'light' ? 'dark' : 'light'} too
            </Button>
            <Button size="sm" variant="plain" color="neutral" data-tb-key="reset" onClick={() => setChoice(EMPTY_CHOICE)}>
              Reset
            </Button>
          </Stack>
          <Stack gap={1.5}>
            {PALETTE_COLORS.map((color) => (
              <ColorRow key={color} color={color} scheme={scheme} choice={choice} onPick={pick} />
            ))}
          </Stack>
          <CssVarsProvider theme={theme} attribute={SCHEME_ATTRIBUTE} defaultMode={scheme} modeStorageKey="theme-builder-mode" colorSchemeStorageKey="theme-builder-color-scheme" storageWindow={null} colorSchemeNode={null}>
            <Sheet variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 'md', bgcolor: 'background.body', color: 'text.primary' }} aria-label={`Preview, ${SCHEME_LABEL[scheme].toLowerCase()} scheme`} role="region">
              <Preview />
            </Sheet>
          </CssVarsProvider>
          <Stack gap={1}>
            <Stack direction="row" justifyContent="space-between" alignItems="center">
              <Typography level="title-sm">Theme code</Typography>
              <CopyButton code={code} />
            </Stack>
            <Sheet variant="soft" sx={{ borderRadius: 'sm', overflow: 'auto', maxHeight: 320 }}>
              <Box component="pre" sx={{ m: 0, p: 2, fontFamily: 'code', fontSize: 'sm', lineHeight: 1.5 }}>
                <code>{code}</code>
              </Box>
            </Sheet>
          </Stack>
        </Stack>
      </DemoProvider>
    </div>
  );
}
