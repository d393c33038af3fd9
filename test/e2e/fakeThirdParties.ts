import http from 'node:http';
import { listen } from '../../build/serve';

/** How the fake ad provider behaves: delivers ads, answers with its backers fallback, or is blocked. */
export type ProviderMode = 'serve' | 'fallback' | 'blocked';

/** A local stand-in for the ad provider (script and feed) and the analytics script (DESIGN.md §9). */
export interface FakeThirdParties {
  origin: string;
  mode: ProviderMode;
  /** Every path requested, in order (query strings included). */
  requests: string[];
  /** Every gtag call the fake analytics script forwarded, as JSON arrays. */
  analytics: unknown[][];
  reset: (mode: ProviderMode) => void;
  close: () => Promise<void>;
}

export const FEED_TIMESTAMP = '1718000000';
export const BACKERS_LINK = 'https://material-ui-next.com/discover-more/backers';

const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const ARTWORK = '<svg xmlns="http://www.w3.org/2000/svg" width="130" height="100"><rect width="130" height="100" fill="#c62828"/></svg>';

// Carbon's real markup shape: #carbonads placed beside the script tag, plus its own impression beacon.
function providerScript(origin: string, link: string): string {
  return `(function () {
  var script = document.getElementById('_carbonads_js');
  var ad = document.createElement('div');
  ad.id = 'carbonads';
  ad.innerHTML = '<span><span class="carbon-wrap"><a href="${link}" class="carbon-img" target="_blank" rel="noopener sponsored"><img src="${origin}/ad.svg" alt="Fake ad" width="130" height="100"></a><a href="${link}" class="carbon-text" target="_blank" rel="noopener sponsored">Fake provider ad: rockets for your React app.</a></span><a href="${origin}/about" class="carbon-poweredby">ads via Fake</a></span>';
  script.parentNode.insertBefore(ad, script.nextSibling);
  new Image().src = '${origin}/carbon/impression?t=' + Date.now();
})();`;
}

// Forwards every queued and future gtag call to the fake's /collect, as gtag.js would send hits.
function analyticsScript(origin: string): string {
  return `(function () {
  var layer = (window.dataLayer = window.dataLayer || []);
  function forward(args) {
    var call = Array.prototype.slice.call(args).map(function (item) { return item instanceof Date ? item.toISOString() : item; });
    navigator.sendBeacon('${origin}/collect', JSON.stringify(call));
  }
  layer.forEach(forward);
  layer.push = function () {
    for (var i = 0; i < arguments.length; i += 1) forward(arguments[i]);
    return Array.prototype.push.apply(layer, arguments);
  };
})();`;
}

function feed(origin: string): unknown {
  return {
    ads: [
      {},
      { company: 'No statlink Inc.', description: 'Never shown' },
      {
        statlink: `${origin}/click?ad=feed`,
        statimp: `${origin}/pixel/statimp`,
        pixel: `${origin}/pixel/one?ts=[timestamp]||${origin}/pixel/two?ts=[timestamp]`,
        timestamp: FEED_TIMESTAMP,
        image: `${origin}/ad.svg`,
        company: 'Fakeco',
        description: 'Feed ad served by the local fake.',
      },
    ],
  };
}

/** Starts the fake third parties on a free localhost port. */
export async function startFakeThirdParties(): Promise<FakeThirdParties> {
  const state: { mode: ProviderMode; requests: string[]; analytics: unknown[][] } = { mode: 'serve', requests: [], analytics: [] };
  let origin = '';
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    state.requests.push(url);
    const path = url.split('?')[0] ?? '/';
    const send = (status: number, type: string, body: string | Buffer): void => {
      res.writeHead(status, { 'Content-Type': type, 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' });
      res.end(body);
    };
    if (path === '/collect') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        try {
          state.analytics.push(JSON.parse(body) as unknown[]);
        } catch {
          // Not a hit from our fake script.
        }
        send(204, 'text/plain', '');
      });
      return;
    }
    if (path === '/gtag.js') return send(200, 'text/javascript', analyticsScript(origin));
    if (state.mode === 'blocked' && (path === '/carbon.js' || path === '/feed.json')) return send(404, 'text/plain', 'blocked');
    if (path === '/carbon.js') return send(200, 'text/javascript', providerScript(origin, state.mode === 'fallback' ? BACKERS_LINK : `${origin}/click?ad=carbon`));
    if (path === '/feed.json') return send(200, 'application/json', JSON.stringify(feed(origin)));
    if (path === '/ad.svg') return send(200, 'image/svg+xml', ARTWORK);
    if (path.startsWith('/pixel/') || path === '/carbon/impression') return send(200, 'image/gif', PIXEL);
    return send(200, 'text/html', '<!doctype html><title>Fake advertiser</title><p>Fake advertiser</p>');
  });
  const port = await listen(server, 0);
  origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    get mode() {
      return state.mode;
    },
    set mode(mode: ProviderMode) {
      state.mode = mode;
    },
    get requests() {
      return state.requests;
    },
    get analytics() {
      return state.analytics;
    },
    reset(mode) {
      state.mode = mode;
      state.requests.length = 0;
      state.analytics.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
