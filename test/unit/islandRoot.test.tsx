// @vitest-environment happy-dom
import createCache from '@emotion/cache';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
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
