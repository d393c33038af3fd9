import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../site/config/siteConfig';

describe('the feedback, service worker and icon settings', () => {
  it('register the worker on mui.com and load Material Icons in production builds; no feedback endpoint by default', () => {
    const config = loadSiteConfig({ NODE_ENV: 'production' });
    expect(config.productionHost).toBe('mui.com');
    expect(config.iconStylesheetUrl).toBe('https://fonts.googleapis.com/icon?family=Material+Icons');
    expect(config.feedbackUrl).toBeNull();
  });

  it('leave the worker and the icon font out of other builds unless set', () => {
    const config = loadSiteConfig({ NODE_ENV: 'development' });
    expect(config.productionHost).toBeNull();
    expect(config.iconStylesheetUrl).toBeNull();
  });

  it('leave the worker and the icon font out of a production build set to 0, as ads are', () => {
    const config = loadSiteConfig({ NODE_ENV: 'production', DOCS_PRODUCTION_HOST: '0', DOCS_ICON_STYLESHEET_URL: '0', DOCS_ADS: '0' });
    expect(config.productionHost).toBeNull();
    expect(config.iconStylesheetUrl).toBeNull();
    expect(config.ads).toBeNull();
  });

  it('take every address from the environment', () => {
    const config = loadSiteConfig({ DOCS_PRODUCTION_HOST: '127.0.0.1:4000', DOCS_FEEDBACK_URL: 'http://127.0.0.1:9/feedback', DOCS_ICON_STYLESHEET_URL: 'http://127.0.0.1:9/icons.css' });
    expect(config).toMatchObject({ productionHost: '127.0.0.1:4000', feedbackUrl: 'http://127.0.0.1:9/feedback', iconStylesheetUrl: 'http://127.0.0.1:9/icons.css' });
  });
});
