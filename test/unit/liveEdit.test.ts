import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EDIT_ERROR_DELAY_MS, evaluateDemo, LiveEditSession, loadTranspiler, type ModuleLoader } from '../../site/demos/liveEdit';

const scope = { react: React, 'react/jsx-runtime': jsxRuntime };
// Node cannot import blob: URLs; the module text evaluateDemo builds is also valid script text, so the
// test runs exactly that text. The browser path (a blob: module under the page's CSP) is covered by
// test/e2e/hosting.e2e.test.ts.
const runText: ModuleLoader = async (code) => {
  // eslint-disable-next-line no-new-func -- test stand-in for the browser's blob: module import.
  new Function(code)();
  return {};
};

describe('evaluateDemo', () => {
  it('runs edited TypeScript with JSX and returns its default export', async () => {
    const transpile = await loadTranspiler();
    const source = "import * as React from 'react';\n\nexport default function Hello() {\n  const [n] = React.useState<number>(2);\n  return <p>{`count ${n}`}</p>;\n}\n";
    const Hello = await evaluateDemo(transpile(source), scope, runText);
    expect(renderToStaticMarkup(React.createElement(Hello))).toBe('<p>count 2</p>');
  });

  it('refuses imports the original demo does not have, and a missing default export', async () => {
    const transpile = await loadTranspiler();
    await expect(evaluateDemo(transpile("import pad from 'left-pad';\nexport default () => pad('a');"), scope, runText)).rejects.toThrow(/cannot import "left-pad"/);
    await expect(evaluateDemo(transpile('export const a = 1;'), scope, runText)).rejects.toThrow(/default export/);
    expect((globalThis as Record<string, unknown>).__docsLiveEditBindings).toEqual(new Map());
  });
  it('names a name the scope does not have when edited code uses it', async () => {
    // The scope holds what the original demo takes from a module (build/demos/codeModules.ts).
    const transpile = await loadTranspiler();
    const partial = { ...scope, '@mui/material': { Button: () => null } };
    const source = "import { Button, Stack } from '@mui/material';\nexport default function Edited() {\n  return <Stack><Button /></Stack>;\n}\n";
    const Edited = await evaluateDemo(transpile(source), partial, runText);
    expect(() => renderToStaticMarkup(React.createElement(Edited))).toThrow('cannot import "Stack" from "@mui/material"');
    const kept = await evaluateDemo(transpile("import { Button } from '@mui/material';\nexport default () => <Button />;"), partial, runText);
    expect(renderToStaticMarkup(React.createElement(kept))).toBe('');
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

  it('drops an asynchronous compile that finishes after a newer edit or a reset', async () => {
    const render = vi.fn();
    const error = vi.fn();
    const resolvers: Array<(value: string) => void> = [];
    const session = new LiveEditSession((source: string) => new Promise<string>((resolve) => resolvers.push(() => resolve(source))), { render, error });
    session.edit('first');
    session.edit('second');
    resolvers[1]!('');
    resolvers[0]!('');
    await vi.runAllTimersAsync();
    expect(render.mock.calls).toEqual([['second']]);
    session.edit('third');
    session.cancel();
    resolvers[2]!('');
    await vi.runAllTimersAsync();
    expect(render.mock.calls).toEqual([['second']]);
  });
});
