// @vitest-environment happy-dom
import createCache from '@emotion/cache';
import { act, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IslandRoot } from '../../site/islands/IslandRoot';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Exploding(): never {
  throw new Error('demo bug');
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('IslandRoot', () => {
  it('hydrates in a transition with the server markup unchanged, and says so after the island\'s own effects ran', async () => {
    const calls: string[] = [];
    function Demo() {
      useEffect(() => void calls.push('demo effect'), []);
      return <button type="button">live demo</button>;
    }
    const cache = createCache({ key: 'css' });
    const html = renderToString(<IslandRoot cache={cache} onHydrated={() => calls.push('hydrated')}><Demo /></IslandRoot>);
    expect(html).toBe('<button type="button">live demo</button>');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    await act(async () => startTransition(() => void hydrateRoot(container, <IslandRoot cache={createCache({ key: 'css' })} onHydrated={() => calls.push('hydrated')}><Demo /></IslandRoot>)));
    expect(calls).toEqual(['demo effect', 'hydrated']);
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders its island', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => createRoot(container).render(<IslandRoot cache={createCache({ key: 'css' })}><p>live demo</p></IslandRoot>));
    expect(container.textContent).toBe('live demo');
  });

  it('renders nothing and reports the error when the island throws, leaving the rest of the page alone', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<p id="prose">Static prose</p><div id="island"></div>';
    const container = document.getElementById('island')!;
    const onError = vi.fn();
    await act(async () =>
      createRoot(container).render(
        <IslandRoot cache={createCache({ key: 'css' })} onError={onError}>
          <Exploding />
        </IslandRoot>,
      ),
    );
    expect(container.innerHTML).toBe('');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'demo bug' }), expect.anything());
    expect(document.getElementById('prose')!.textContent).toBe('Static prose');
  });
});
