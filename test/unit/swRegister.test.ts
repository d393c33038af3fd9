import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, shouldRegister, type ContainerLike, type RegistrationEnvironment, type RegistrationLike, type WorkerLike } from '../../runtime/sw/register';

class FakeWorker implements WorkerLike {
  state = 'installing';
  readonly messages: unknown[] = [];
  private listeners: Array<() => void> = [];
  postMessage(message: unknown): void {
    this.messages.push(message);
  }
  addEventListener(_type: 'statechange', listener: () => void): void {
    this.listeners.push(listener);
  }
  become(state: string): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}

class FakeRegistration implements RegistrationLike {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  private listeners: Array<() => void> = [];
  addEventListener(_type: 'updatefound', listener: () => void): void {
    this.listeners.push(listener);
  }
  findUpdate(worker: FakeWorker): void {
    this.installing = worker;
    for (const listener of this.listeners) listener();
  }
}

class FakeContainer implements ContainerLike {
  controller: unknown;
  readonly registration = new FakeRegistration();
  readonly registered: string[] = [];
  private listeners: Array<() => void> = [];
  constructor(controller: unknown) {
    this.controller = controller;
  }
  register(url: string): Promise<RegistrationLike> {
    this.registered.push(url);
    return Promise.resolve(this.registration);
  }
  addEventListener(_type: 'controllerchange', listener: () => void): void {
    this.listeners.push(listener);
  }
  changeController(controller: unknown): void {
    this.controller = controller;
    for (const listener of this.listeners) listener();
  }
}

function environment(container: FakeContainer | undefined, overrides: Partial<RegistrationEnvironment> = {}) {
  const focusListeners: Array<() => void> = [];
  const env = {
    container,
    host: 'mui.com',
    productionHost: 'mui.com',
    hasFocus: vi.fn(() => true),
    onNextFocus: vi.fn((listener: () => void) => void focusListeners.push(listener)),
    reload: vi.fn(),
    ...overrides,
  } satisfies RegistrationEnvironment;
  const focus = (): void => {
    for (const listener of focusListeners.splice(0)) listener();
  };
  return { env, focus };
}

describe('service worker registration conditions', () => {
  it('registers only on the configured production host, with a production host set, where workers exist', () => {
    expect(shouldRegister('mui.com', 'mui.com', true)).toBe(true);
    expect(shouldRegister('mui.com', 'next.mui.com', true)).toBe(false);
    expect(shouldRegister('mui.com', 'mui.com', false)).toBe(false);
    expect(shouldRegister(null, 'localhost:3000', true)).toBe(false);
    expect(shouldRegister('127.0.0.1:4000', '127.0.0.1:4000', true)).toBe(true);
  });

  it('does not call register elsewhere', async () => {
    const container = new FakeContainer(null);
    await expect(registerServiceWorker(environment(container, { host: 'localhost:3000' }).env)).resolves.toBe(false);
    await expect(registerServiceWorker(environment(container, { productionHost: null }).env)).resolves.toBe(false);
    await expect(registerServiceWorker(environment(undefined).env)).resolves.toBe(false);
    expect(container.registered).toEqual([]);
  });

  it('registers /sw.js on the production host; a first install neither skips waiting nor reloads', async () => {
    const container = new FakeContainer(null);
    const { env } = environment(container);
    await expect(registerServiceWorker(env)).resolves.toBe(true);
    expect(container.registered).toEqual(['/sw.js']);
    const first = new FakeWorker();
    container.registration.findUpdate(first);
    first.become('installed');
    first.become('activated');
    container.changeController(first);
    expect(first.messages).toEqual([]);
    expect(env.reload).not.toHaveBeenCalled();
  });
});

describe('updating to a new worker', () => {
  it('tells a worker already waiting to skip waiting, and reloads once when it is active', async () => {
    const container = new FakeContainer({ old: true });
    const waiting = new FakeWorker();
    waiting.state = 'installed';
    container.registration.waiting = waiting;
    const { env } = environment(container);
    await registerServiceWorker(env);
    expect(waiting.messages).toEqual(['skipWaiting']);
    expect(env.reload).not.toHaveBeenCalled();
    waiting.become('activating');
    expect(env.reload).not.toHaveBeenCalled();
    waiting.become('activated');
    container.changeController(waiting);
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('promotes a worker found later once it is installed (installing → installed), then reloads once', async () => {
    const container = new FakeContainer({ old: true });
    const { env } = environment(container);
    await registerServiceWorker(env);
    const next = new FakeWorker();
    container.registration.findUpdate(next);
    expect(next.messages).toEqual([]);
    next.become('installed');
    expect(next.messages).toEqual(['skipWaiting']);
    container.changeController(next);
    next.become('activated');
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('waits for focus before reloading a tab in the background, and still reloads only once', async () => {
    const container = new FakeContainer({ old: true });
    let focused = false;
    const { env, focus } = environment(container, { hasFocus: vi.fn(() => focused) });
    await registerServiceWorker(env);
    const next = new FakeWorker();
    container.registration.findUpdate(next);
    next.become('installed');
    next.become('activated');
    container.changeController(next);
    expect(env.reload).not.toHaveBeenCalled();
    expect(env.onNextFocus).toHaveBeenCalledTimes(1);
    focused = true;
    focus();
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads when another tab promoted the new worker (controller change)', async () => {
    const container = new FakeContainer({ old: true });
    const { env } = environment(container);
    await registerServiceWorker(env);
    container.changeController({ next: true });
    container.changeController({ later: true });
    expect(env.reload).toHaveBeenCalledTimes(1);
  });
});
