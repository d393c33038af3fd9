import { describe, expect, it } from 'vitest';
import { clientConfigOf, clientConfigScript } from '../../site/config/clientConfig';
import { loadSiteConfig } from '../../site/config/siteConfig';

describe('the site config', () => {
  it('has the production third parties by default in production builds', () => {
    const config = loadSiteConfig({ NODE_ENV: 'production' });
    expect(config.ads).toEqual({
      providerScriptUrl: 'https://cdn.carbonads.com/carbon.js?serve=CKYIL27L&placement=material-uicom',
      feedUrl: 'https://srv.buysellads.com/ads/CE7DC23W.json',
      displayRatio: 0.1,
    });
    expect(config.analytics).toEqual({ measurementId: null, scriptUrl: 'https://www.googletagmanager.com/gtag/js', vitalsSampleRate: 0.01 });
  });

  it('turns ads off outside production unless DOCS_ADS enables them, and off anywhere with DOCS_ADS=0', () => {
    expect(loadSiteConfig({}).ads).toBeNull();
    expect(loadSiteConfig({ NODE_ENV: 'development' }).ads).toBeNull();
    expect(loadSiteConfig({ DOCS_ADS: '1' }).ads).not.toBeNull();
    expect(loadSiteConfig({ NODE_ENV: 'production', DOCS_ADS: '0' }).ads).toBeNull();
  });

  it('takes every address and the display ratio from the environment', () => {
    const config = loadSiteConfig({
      DOCS_ADS: '1',
      DOCS_AD_SCRIPT_URL: 'http://127.0.0.1:9/carbon.js',
      DOCS_AD_FEED_URL: 'http://127.0.0.1:9/feed.json',
      DOCS_GA_DISPLAY_RATIO: '1',
      DOCS_GA_MEASUREMENT_ID: 'G-TEST',
      DOCS_GA_SCRIPT_URL: 'http://127.0.0.1:9/gtag.js',
    });
    expect(config.ads).toEqual({ providerScriptUrl: 'http://127.0.0.1:9/carbon.js', feedUrl: 'http://127.0.0.1:9/feed.json', displayRatio: 1 });
    expect(config.analytics).toMatchObject({ measurementId: 'G-TEST', scriptUrl: 'http://127.0.0.1:9/gtag.js' });
  });

  it('ignores a display ratio outside [0, 1]', () => {
    expect(loadSiteConfig({ DOCS_ADS: '1', DOCS_GA_DISPLAY_RATIO: '7' }).ads?.displayRatio).toBe(0.1);
    expect(loadSiteConfig({ DOCS_ADS: '1', DOCS_GA_DISPLAY_RATIO: 'often' }).ads?.displayRatio).toBe(0.1);
  });

  it('embeds the client config so that no value can close its script element', () => {
    const config = loadSiteConfig({ DOCS_ADS: '1', DOCS_AD_FEED_URL: 'http://x/</script><script>alert(1)</script>' });
    const html = clientConfigScript(clientConfigOf(config));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, ''))).toEqual(clientConfigOf(config));
  });
});
