// @vitest-environment node
import Button from '@mui/joy/Button';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { markDisabledButtons, releaseServerDisabledButtons } from '../../site/render/disabledButtons';

/** The first `<button …>` tag of some HTML (Emotion puts its <style> tags before it). */
const buttonTag = (html: string): string => html.match(/<button[^>]*>/)?.[0] ?? '';

describe('disabled buttons in server-rendered demos', () => {
  it('gives a disabled Joy UI button the disabled attribute its server render lacks', () => {
    const html = renderToString(<Button disabled>Send</Button>);
    expect(html).not.toMatch(/\sdisabled[\s=>]/);
    const fixed = markDisabledButtons(html);
    expect(buttonTag(fixed)).toMatch(/^<button [^>]*class="[^"]*Mui-disabled[^"]*"[^>]* disabled="" data-server-disabled="">$/);
    expect(fixed.replace(' disabled="" data-server-disabled=""', '')).toBe(html);
  });

  it('counts a loading Joy UI button as disabled too', () => {
    expect(buttonTag(markDisabledButtons(renderToString(<Button loading>Save</Button>)))).toMatch(/ disabled="" data-server-disabled="">$/);
  });

  it('leaves enabled buttons, other elements and buttons that already say so alone', () => {
    const enabled = renderToString(<Button>Go</Button>);
    expect(markDisabledButtons(enabled)).toBe(enabled);
    for (const html of ['<a class="Mui-disabled" href="/x">x</a>', '<button type="button" disabled="" class="base--disabled">x</button>', '<button aria-disabled="true" class="Mui-disabled">x</button>', '<button class="Mui-disabledish">x</button>', '<button type="button" class="base-Button-root [&amp;.base--disabled]:bg-slate-300">x</button>']) {
      expect(markDisabledButtons(html)).toBe(html);
    }
  });

  it('takes back only the attributes it added, before hydration, leaving the markup React rendered', () => {
    const rendered = `${renderToString(<Button disabled>Send</Button>)}<button type="button" disabled="" class="Mui-disabled">Own</button>`;
    const { document } = new Window();
    document.body.innerHTML = markDisabledButtons(rendered);
    expect(document.querySelectorAll('button[disabled]')).toHaveLength(2);
    releaseServerDisabledButtons(document.body as unknown as ParentNode); // happy-dom's types are its own, not lib.dom's
    expect(document.body.innerHTML).toBe(rendered);
  });
});
