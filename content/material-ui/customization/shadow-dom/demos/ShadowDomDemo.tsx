import * as React from 'react';
import { createPortal } from 'react-dom';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';

interface Shadow {
  cache: EmotionCache;
  mount: HTMLElement;
}

function ShadowRootPortal({ children }: { children: (mount: HTMLElement) => React.ReactNode }) {
  const hostRef = React.useRef<HTMLDivElement>(null);
  const [shadow, setShadow] = React.useState<Shadow | null>(null);
  React.useEffect(() => {
    const root = hostRef.current!.shadowRoot ?? hostRef.current!.attachShadow({ mode: 'open' });
    const styles = document.createElement('div'); // Emotion writes its <style> tags here
    const mount = document.createElement('div'); // React renders here
    root.append(styles, mount);
    setShadow({ cache: createCache({ key: 'shadow', container: styles }), mount });
    return () => root.replaceChildren();
  }, []);
  return (
    <div ref={hostRef}>
      {shadow && createPortal(<CacheProvider value={shadow.cache}>{children(shadow.mount)}</CacheProvider>, shadow.mount)}
    </div>
  );
}

function ExportMenu() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  return (
    <>
      <Button variant="contained" aria-haspopup="menu" aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}>
        Export report
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {['PDF', 'Spreadsheet (CSV)', 'Plain text'].map((format) => (
          <MenuItem key={format} onClick={() => setAnchor(null)}>{format}</MenuItem>
        ))}
      </Menu>
    </>
  );
}

export default function ShadowDomDemo() {
  return (
    <ShadowRootPortal>
      {(mount) => {
        // Overlays render into the shadow root too, where their styles are.
        const theme = (outer: Theme) => createTheme({
          palette: { mode: outer.palette.mode },
          components: {
            MuiPopover: { defaultProps: { container: mount } },
            MuiPopper: { defaultProps: { container: mount } },
            MuiModal: { defaultProps: { container: mount } },
          },
        });
        return <ThemeProvider theme={theme}><ExportMenu /></ThemeProvider>;
      }}
    </ShadowRootPortal>
  );
}
