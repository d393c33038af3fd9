// The theme viewer's styles, inlined beside it (only the pages with a viewer carry them). They use the
// site's `--docs-*` variables, so the tree follows the site's light and dark mode.
export const VIEWER_CSS = `
.theme-viewer{margin:16px 0 24px}
.tv-tools{display:flex;flex-wrap:wrap;align-items:center;gap:8px 12px;margin:0 0 12px}
.tv-tools[hidden],.tv-tree[hidden],.theme-viewer li[hidden]{display:none}
.tv-tools label{font-weight:600}
.tv-tools input{flex:1 1 220px;min-width:0;padding:8px 12px;border:1px solid var(--docs-border);border-radius:var(--docs-radius);background:var(--docs-surface);color:var(--docs-text);font:inherit}
.tv-tools button,.tv-copy{padding:6px 10px;border:1px solid var(--docs-border);border-radius:var(--docs-radius);background:var(--docs-surface);color:var(--docs-text);font:inherit;font-size:0.8125rem;cursor:pointer}
.tv-tools button:hover,.tv-copy:hover{border-color:var(--docs-primary)}
.theme-viewer :is(input,button,summary):focus-visible{outline:2px solid var(--docs-primary);outline-offset:1px}
.tv-status{flex-basis:100%;margin:0;min-height:1.25em;color:var(--docs-text-muted);font-size:0.875rem}
.tv-modes{display:flex;gap:16px;margin:0 0 12px;padding:0;border:0}
.tv-modes legend{float:left;margin-inline-end:8px;padding:0;font-weight:600}
.tv-modes label{display:inline-flex;align-items:center;gap:4px;cursor:pointer}
.theme-viewer:has(.tv-modes) .tv-tree[data-index="1"],.theme-viewer:has(.tv-modes label:nth-of-type(2) input:checked) .tv-tree[data-index="0"]{display:none}
.theme-viewer:has(.tv-modes label:nth-of-type(2) input:checked) .tv-tree[data-index="1"]:not([hidden]){display:block}
.tv-tree{padding:12px 16px;border:1px solid var(--docs-border);border-radius:var(--docs-radius);background:var(--docs-code-background,var(--docs-surface));font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:0.8125rem;line-height:1.5;overflow-x:auto}
.tv-root{margin:0 0 4px;color:var(--docs-text-muted)}
.tv-tree ul{list-style:none;margin:0;padding-inline-start:18px}
.tv-tree>ul{padding-inline-start:0}
.tv-tree li{margin:0;padding:1px 0;overflow-wrap:anywhere}
.tv-tree summary{cursor:pointer;width:fit-content}
.tv-tree li:not(:has(details)){padding-inline-start:14px}
.tv-key{color:var(--docs-primary-strong,var(--docs-primary));font-weight:600}
.tv-meta{color:var(--docs-text-muted)}
.theme-viewer .tv-tree li>code.tv-value{padding:0;border:0;background:none;font:inherit;color:var(--docs-text)}
.theme-viewer .tv-tree li>code:is(.tv-function,.tv-undefined,.tv-null){color:var(--docs-text-muted);font-style:italic}
.tv-swatch{display:inline-block;width:0.9em;height:0.9em;margin-inline-end:4px;vertical-align:-0.1em;border:1px solid var(--docs-border);border-radius:2px}
.tv-copy{margin-inline-start:8px;padding:0 6px;font-size:0.75rem;opacity:0}
.theme-viewer:not([data-ready]) .tv-copy{display:none}
.tv-tree li:hover>.tv-copy,.tv-copy:focus-visible{opacity:1}
@media (hover:none){.tv-copy{opacity:1}}
`;
