// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { joyViewerTrees, materialViewerTrees, viewerMarkdown } from '../../site/themeDocs/ThemeDocs';
import { ThemeViewer } from '../../site/themeDocs/ThemeViewer';
import { childPath, themeTree, treeValue } from '../../site/themeDocs/themeTree';
import { VIEWER_SCRIPT } from '../../site/themeDocs/viewerScript';

describe('themeTree', () => {
  it('turns objects, arrays and functions into nodes with paths', () => {
    const nodes = themeTree({ palette: { primary: { main: '#1976d2' } }, shadows: ['none'], spacing: () => '8px', '@media x': 1 });
    expect(nodes.map((node) => node.path)).toEqual(['palette', 'shadows', 'spacing', '["@media x"]']);
    expect(nodes[2]).toMatchObject({ kind: 'leaf', type: 'function', display: 'function', copy: null });
    expect(treeValue(nodes)).toEqual({ palette: { primary: { main: '#1976d2' } }, shadows: ['none'], spacing: 'function', '@media x': 1 });
    expect(childPath('shadows', '1', true)).toBe('shadows[1]');
  });

  it('reads the real default themes', () => {
    const [light, dark] = materialViewerTrees();
    const json = viewerMarkdown([light!, dark!]);
    expect(json).toContain('"main": "#1976d2"');
    expect(json).toContain('"main": "#90caf9"');
    const joy = joyViewerTrees();
    expect(joy.map((tree) => tree.id)).toEqual(['light', 'dark']);
    const palette = (treeValue(joy[1]!.nodes) as { palette: { mode: string } }).palette;
    expect(palette.mode).toBe('dark');
  });
});

describe('viewer script', () => {
  function mount() {
    const trees = [
      { id: 'light', label: 'light', nodes: themeTree({ palette: { primary: { main: '#1976d2' }, mode: 'light' }, zIndex: { modal: 1300 }, shadows: ['none', '0 1px 2px'], mixins: { '@media x': { minHeight: 48 } } }) },
      { id: 'dark', label: 'dark', nodes: themeTree({ palette: { primary: { main: '#90caf9' }, mode: 'dark' }, zIndex: { modal: 1300 } }) },
    ];
    document.body.innerHTML = renderToStaticMarkup(<ThemeViewer id="t" trees={trees} placeholder="e.g. primary.main" />);
    const script = document.querySelector('script')!;
    Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
    new Function(VIEWER_SCRIPT)();
    return document.getElementById('t')!;
  }

  it('shows the tools, filters by key and opens the branches that hold a match', () => {
    const root = mount();
    expect(root.querySelector<HTMLElement>('[data-tools]')!.hidden).toBe(false);
    expect(root.querySelector<HTMLElement>('[data-tree="dark"]')!.hidden).toBe(true);
    const input = root.querySelector<HTMLInputElement>('input[type=search]')!;
    input.value = 'primary.main';
    input.dispatchEvent(new Event('input'));
    const light = root.querySelector('[data-tree="light"]')!;
    const item = (path: string) => light.querySelector<HTMLElement>(`li[data-p="${path}"]`)!;
    expect(item('palette.primary.main').hidden).toBe(false);
    expect(item('palette.mode').hidden).toBe(true);
    expect(item('zIndex').hidden).toBe(true);
    expect(item('palette').querySelector('details')!.open).toBe(true);
    expect(root.querySelector('[data-status]')!.textContent).toBe('1 key matches in this theme');
    input.value = '';
    input.dispatchEvent(new Event('input'));
    expect(item('zIndex').hidden).toBe(false);
    expect(item('palette').querySelector('details')!.open).toBe(false);
  });

  it('keeps a matched branch browsable and switches trees', () => {
    const root = mount();
    const input = root.querySelector<HTMLInputElement>('input[type=search]')!;
    input.value = 'zindex';
    input.dispatchEvent(new Event('input'));
    expect(root.querySelector<HTMLElement>('[data-tree="light"] li[data-p="zIndex.modal"]')!.hidden).toBe(false);
    const dark = root.querySelector<HTMLInputElement>('input[value="dark"]')!;
    dark.checked = true;
    dark.dispatchEvent(new Event('change', { bubbles: true }));
    expect(root.querySelector<HTMLElement>('[data-tree="light"]')!.hidden).toBe(true);
    expect(root.querySelector<HTMLElement>('[data-tree="dark"]')!.hidden).toBe(false);
  });

  it('rebuilds each node path from the keys', () => {
    const root = mount();
    const paths = [...root.querySelectorAll<HTMLElement>('[data-tree="light"] li')].map((li) => li.dataset.p);
    expect(paths).toEqual(['palette', 'palette.primary', 'palette.primary.main', 'palette.mode', 'zIndex', 'zIndex.modal', 'shadows', 'shadows[0]', 'shadows[1]', 'mixins', 'mixins["@media x"]', 'mixins["@media x"].minHeight']);
  });

  it('adds copy buttons that copy the raw value', async () => {
    const root = mount();
    const written: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (text: string) => void written.push(text) }, configurable: true });
    const button = root.querySelector<HTMLButtonElement>('[data-tree="light"] li[data-p="palette.primary.main"] > button')!;
    expect(button.getAttribute('aria-label')).toBe('Copy the value of palette.primary.main');
    button.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(written).toEqual(['#1976d2']);
    expect(root.querySelector('[data-tree="light"] li[data-p="zIndex.modal"] > button')).not.toBeNull();
  });

  it('is small', () => {
    expect(VIEWER_SCRIPT.length).toBeLessThan(3000);
  });
});
