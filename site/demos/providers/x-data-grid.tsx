// The Data Grid is built on Material UI: its demos run under Material's theme, never Joy's.
import { LicenseInfo } from '@mui/x-license';
import { readClientConfig } from '../../config/clientConfig';
import { loadSiteConfig } from '../../config/siteConfig';
import { condenseLicenseBanner } from './licenseBanner';

// The Pro demos read the licence key from the site config (SPEC §9), set once when the first Data Grid
// demo loads, as an app's entry file would; without a configured key the placeholder shows the watermark.
// The server render reads the same config from the build's environment, so both sides draw the same
// watermark (or none) and hydration matches.
LicenseInfo.setLicenseKey(typeof document === 'undefined' ? loadSiteConfig().dataGridLicenseKey : (readClientConfig()?.dataGridLicenseKey ?? loadSiteConfig({}).dataGridLicenseKey));

// In the build (no document) the banner would interrupt the build log; the browser keeps MUI X's own message.
if (typeof document === 'undefined') condenseLicenseBanner();

export { DemoProvider } from './material-ui';
