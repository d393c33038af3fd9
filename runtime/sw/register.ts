import { SERVICE_WORKER_URL, SKIP_WAITING_MESSAGE } from './constants';

/** The parts of a `ServiceWorker` the registration uses. */
export interface WorkerLike {
  readonly state: string;
  postMessage(message: unknown): void;
  addEventListener(type: 'statechange', listener: () => void): void;
}

/** The parts of a `ServiceWorkerRegistration` the registration uses. */
export interface RegistrationLike {
  readonly waiting: WorkerLike | null;
  readonly installing: WorkerLike | null;
  addEventListener(type: 'updatefound', listener: () => void): void;
}

/** The parts of `navigator.serviceWorker` the registration uses. */
export interface ContainerLike {
  readonly controller: unknown;
  register(url: string): Promise<RegistrationLike>;
  addEventListener(type: 'controllerchange', listener: () => void): void;
}

/** Everything registration touches in the browser, so tests can hand in fakes. */
export interface RegistrationEnvironment {
  container: ContainerLike | undefined;
  /** `location.host` of the page. */
  host: string;
  /** The configured production host; null outside production builds. */
  productionHost: string | null;
  hasFocus: () => boolean;
  /** Calls `listener` the next time the tab gains focus. */
  onNextFocus: (listener: () => void) => void;
  reload: () => void;
}

/** SPEC §7: register only in production builds (a production host is configured) and only on that host. */
export function shouldRegister(productionHost: string | null, host: string, hasContainer: boolean): boolean {
  return hasContainer && productionHost !== null && productionHost !== '' && host === productionHost;
}

/**
 * Registers `/sw.js` and keeps the page on one build (SPEC §4): a waiting worker is told to skip waiting,
 * and once it is active a page that an older worker served reloads, exactly once and only while the
 * tab has focus (otherwise at its next focus). Resolves false when it did not register.
 */
export async function registerServiceWorker(env: RegistrationEnvironment): Promise<boolean> {
  const { container } = env;
  if (!container || !shouldRegister(env.productionHost, env.host, true)) return false;

  let reloaded = false;
  let waitingForFocus = false;
  const reloadOnce = (): void => {
    if (reloaded) return;
    if (env.hasFocus()) {
      reloaded = true;
      env.reload();
    } else if (!waitingForFocus) {
      waitingForFocus = true;
      env.onNextFocus(() => {
        waitingForFocus = false;
        reloadOnce();
      });
    }
  };
  // A page nothing controlled came from the network, so it is already the newest build: no reload.
  const promote = (worker: WorkerLike): void => {
    if (container.controller) {
      worker.addEventListener('statechange', () => {
        if (worker.state === 'activated') reloadOnce();
      });
    }
    worker.postMessage(SKIP_WAITING_MESSAGE);
  };

  // Another tab may promote the new worker; the controller change tells this tab too.
  let controller = container.controller;
  container.addEventListener('controllerchange', () => {
    if (controller) reloadOnce();
    controller = container.controller;
  });

  const registration = await container.register(SERVICE_WORKER_URL);
  if (registration.waiting) promote(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    if (!worker) return;
    worker.addEventListener('statechange', () => {
      // Without a controller this is the first install: it activates by itself.
      if (worker.state === 'installed' && container.controller) promote(worker);
    });
  });
  return true;
}

/** Registers the worker in this browser after the page has loaded, so it never competes with the page. */
export function setupServiceWorker(productionHost: string | null | undefined): void {
  if (!shouldRegister(productionHost ?? null, location.host, 'serviceWorker' in navigator)) return;
  const start = (): void => {
    void registerServiceWorker({
      container: navigator.serviceWorker,
      host: location.host,
      productionHost: productionHost ?? null,
      hasFocus: () => document.hasFocus(),
      onNextFocus: (listener) => window.addEventListener('focus', listener, { once: true }),
      reload: () => location.reload(),
    }).catch(() => undefined);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
