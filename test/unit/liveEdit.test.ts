import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EDIT_ERROR_DELAY_MS, evaluateDemo, LiveEditSession, loadTranspiler } from '../../site/demos/liveEdit';

const scope = { react: React, 'react/jsx-runtime': jsxRuntime };

describe('evaluateDemo', () => {
  it('runs edited TypeScript with JSX and returns its default export', async () => {
    const transpile = await loadTranspiler();
    const source = "import * as React from 'react';\n\nexport default function Hello() {\n  const [n] = React.useState<number>(2);\n  return <p>{`count ${n}`}</p>;\n}\n";
    const Hello = evaluateDemo(transpile(source), scope);
    expect(renderToStaticMarkup(React.createElement(Hello))).toBe('<p>count 2</p>');
  });

  it('refuses imports the original demo does not have, and a missing default export', async () => {
    const transpile = await loadTranspiler();
    expect(() => evaluateDemo(transpile("import pad from 'left-pad';\nexport default () => pad('a');"), scope)).toThrow(/cannot import "left-pad"/);
    expect(() => evaluateDemo(transpile('export const a = 1;'), scope)).toThrow(/default export/);
  });
});

describe('LiveEditSession', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  const Good = () => null;
  const compile = (source: string) => {
    if (source.includes('{{')) throw new Error('Unexpected token');
    return Good;
  };

  it('renders code that compiles at once and clears the error', () => {
    const render = vi.fn();
    const error = vi.fn();
    new LiveEditSession(compile, { render, error }).edit('ok');
    expect(render).toHaveBeenCalledWith(Good);
    expect(error).toHaveBeenCalledWith(null);
  });

  it('shows a compile error only after a 300 ms pause and keeps the last render meanwhile', () => {
    const render = vi.fn();
    const error = vi.fn();
    const session = new LiveEditSession(compile, { render, error });
    session.edit('ok');
    render.mockClear();
    error.mockClear();
    session.edit('broken {{');
    vi.advanceTimersByTime(EDIT_ERROR_DELAY_MS - 1);
    expect(error).not.toHaveBeenCalled();
    session.edit('still broken {{');
    vi.advanceTimersByTime(EDIT_ERROR_DELAY_MS - 1);
    expect(error).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(error).toHaveBeenCalledWith('Unexpected token');
    expect(render).not.toHaveBeenCalled();
  });

  it('drops a pending error when the code is fixed in time or the session is reset', () => {
    const error = vi.fn();
    const session = new LiveEditSession(compile, { render: () => undefined, error });
    session.edit('broken {{');
    session.edit('ok');
    session.edit('broken {{');
    session.cancel();
    vi.advanceTimersByTime(1000);
    expect(error.mock.calls).toEqual([[null]]);
  });
});
