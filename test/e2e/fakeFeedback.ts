import http from 'node:http';
import { listen } from '../../build/serve';

/** How the fake feedback service answers: accepts, or fails with a 500. */
export type FeedbackMode = 'accept' | 'fail';

/** A local stand-in for the feedback endpoint and the icon font host (DESIGN.md §9). */
export interface FakeFeedback {
  origin: string;
  mode: FeedbackMode;
  /** Every JSON body posted to /feedback, in order. */
  received: unknown[];
  /** How many times /icons.css was asked for. */
  iconRequests: number;
  /** When true, /icons.css answers 500, as a font host that is down. */
  iconsFail: boolean;
  close: () => Promise<void>;
}

/** Starts the fake on a free localhost port; it answers cross-origin calls as a real endpoint must. */
export async function startFakeFeedback(): Promise<FakeFeedback> {
  const state = { mode: 'accept' as FeedbackMode, received: [] as unknown[], iconRequests: 0, iconsFail: false };
  const server = http.createServer((req, res) => {
    const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': 'Content-Type', 'Cache-Control': 'no-store' };
    const pathname = (req.url ?? '/').split('?')[0];
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    if (pathname === '/icons.css') {
      state.iconRequests += 1;
      if (state.iconsFail) {
        res.writeHead(500, cors);
        res.end();
        return;
      }
      res.writeHead(200, { ...cors, 'Content-Type': 'text/css' });
      res.end('.material-icons { font-family: serif; }');
      return;
    }
    if (pathname === '/feedback' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        try {
          state.received.push(JSON.parse(body));
        } catch {
          state.received.push(body);
        }
        res.writeHead(state.mode === 'accept' ? 201 : 500, { ...cors, 'Content-Type': 'application/json' });
        res.end(state.mode === 'accept' ? '{"ok":true}' : '{"error":"down"}');
      });
      return;
    }
    res.writeHead(404, cors);
    res.end();
  });
  const port = await listen(server, 0);
  return {
    origin: `http://127.0.0.1:${port}`,
    get mode() {
      return state.mode;
    },
    set mode(mode: FeedbackMode) {
      state.mode = mode;
    },
    get received() {
      return state.received;
    },
    get iconRequests() {
      return state.iconRequests;
    },
    get iconsFail() {
      return state.iconsFail;
    },
    set iconsFail(fail: boolean) {
      state.iconsFail = fail;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
