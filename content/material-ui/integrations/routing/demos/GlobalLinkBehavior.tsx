import * as React from 'react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import type { LinkProps } from '@mui/material/Link';
import Link from '@mui/material/Link';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SettingsIcon from '@mui/icons-material/Settings';

// A stand-in for a router: it keeps the current path in state instead of the URL.
const NavigateContext = React.createContext<(to: string) => void>(() => {});

// Takes the `href` that Material UI passes and hands it to the router as `to`.
const LinkBehavior = React.forwardRef<HTMLAnchorElement, React.ComponentPropsWithoutRef<'a'>>(
  function LinkBehavior({ href = '', onClick, ...other }, ref) {
    const navigate = React.useContext(NavigateContext);
    const handleClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      navigate(href);
    };
    return <a ref={ref} href={href} onClick={handleClick} {...other} />;
  },
);

export default function GlobalLinkBehavior() {
  const [path, setPath] = React.useState('projects');

  return (
    <ThemeProvider
      theme={(outer: Theme) =>
        createTheme({
          palette: { mode: outer.palette.mode },
          components: {
            MuiLink: { defaultProps: { component: LinkBehavior } as LinkProps },
            MuiButtonBase: { defaultProps: { LinkComponent: LinkBehavior } },
          },
        })
      }
    >
      <NavigateContext.Provider value={setPath}>
        <div>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Link href="projects">Projects</Link>
            <Button variant="outlined" href="projects/archived">
              Archived projects
            </Button>
            <IconButton href="settings" aria-label="Settings">
              <SettingsIcon />
            </IconButton>
          </Stack>
          <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
            Current route: <code>/{path}</code>
          </Typography>
        </div>
      </NavigateContext.Provider>
    </ThemeProvider>
  );
}
