import type { ReactElement, ReactNode } from 'react';

// Small static drawings for the component index, 120 × 72 units. Classes pick theme colors in CSS:
// p = primary fill, s = surface with a border, m = muted fill, o = primary outline, t = text-colored line.
type Box = [x: number, y: number, w: number, h: number];
const r = ([x, y, w, h]: Box, cls: string, rx = 3): ReactElement => <rect x={x} y={y} width={w} height={h} rx={rx} className={cls} />;
const c = (cx: number, cy: number, radius: number, cls: string): ReactElement => <circle cx={cx} cy={cy} r={radius} className={cls} />;
const line = (d: string, cls = 't'): ReactElement => <path d={d} className={cls} fill="none" />;
const bars = (x: number, y: number, widths: number[], gap = 10): ReactNode[] => widths.map((w, i) => r([x, y + i * gap, w, 4], 'm', 2));

export interface CatalogEntry {
  /** One line that says what the component is for. */
  line: string;
  art: ReactNode;
}

/** The one-line summary and drawing of each entry of the Components navigation, by pathname. */
export const componentCatalog: Record<string, CatalogEntry> = {
  '/material-ui/react-autocomplete': { line: 'A text input that suggests options as you type.', art: [r([14, 10, 92, 16], 's'), line('M92 16l4 4 4-4'), r([14, 30, 92, 34], 's'), ...bars(22, 38, [50, 64, 40])] },
  '/material-ui/react-button': { line: 'Starts an action with a single click or tap.', art: [r([14, 24, 42, 24], 'p', 4), r([64, 24, 42, 24], 'o', 4)] },
  '/material-ui/react-button-group': { line: 'Groups related buttons into one row.', art: [r([14, 24, 92, 24], 'o', 4), line('M45 24v24M76 24v24', 'o')] },
  '/material-ui/react-checkbox': { line: 'Selects one or more options from a set.', art: [r([20, 16, 14, 14], 'p', 2), line('M23 23l3 3 6-7', 'w'), ...bars(42, 21, [50]), r([20, 42, 14, 14], 'o', 2), ...bars(42, 47, [40])] },
  '/material-ui/react-floating-action-button': { line: 'A round button for the main action of a screen.', art: [r([10, 8, 100, 56], 's'), c(90, 46, 12, 'p'), line('M90 40v12M84 46h12', 'w')] },
  '/material-ui/react-radio-button': { line: 'Picks exactly one option from a short list.', art: [c(27, 23, 7, 'o'), c(27, 23, 3.5, 'p'), ...bars(42, 21, [50]), c(27, 49, 7, 'o'), ...bars(42, 47, [36])] },
  '/material-ui/react-rating': { line: 'Shows or collects a score, in stars.', art: [0, 1, 2, 3, 4].map((i) => <path key={i} d={`M${20 + i * 20} 28l3 7 7 .5-5.5 4.5 2 7-6.5-4-6.5 4 2-7-5.5-4.5 7-.5z`} className={i < 3 ? 'p' : 'm'} />) },
  '/material-ui/react-select': { line: 'Chooses one option from a menu.', art: [r([14, 12, 92, 18], 's'), line('M92 19l4 4 4-4'), r([14, 34, 92, 30], 's'), r([14, 36, 92, 10], 'm', 0)] },
  '/material-ui/react-slider': { line: 'Picks a value or a range by dragging.', art: [r([12, 34, 96, 4], 'm', 2), r([12, 34, 56, 4], 'p', 2), c(68, 36, 8, 'p')] },
  '/material-ui/react-switch': { line: 'Turns a single setting on or off.', art: [r([34, 28, 52, 18], 'o', 9), c(76, 37, 11, 'p')] },
  '/material-ui/react-text-field': { line: 'Lets people enter and edit text.', art: [r([14, 22, 92, 30], 's'), ...bars(22, 16, [28]), line('M24 37h40M66 31v12', 'o')] },
  '/material-ui/react-transfer-list': { line: 'Moves items between two lists.', art: [r([8, 10, 40, 52], 's'), r([72, 10, 40, 52], 's'), ...bars(14, 18, [26, 22, 28]), ...bars(78, 18, [24, 20]), line('M54 30h12l-4-4M66 44H54l4 4', 'o')] },
  '/material-ui/react-toggle-button': { line: 'Buttons that stay pressed to pick an option.', art: [r([18, 24, 84, 24], 'o', 4), r([18, 24, 28, 24], 'p', 4), line('M46 24v24M74 24v24', 'o')] },
  '/material-ui/react-avatar': { line: 'A picture, an icon or initials for a person.', art: [c(34, 36, 16, 'p'), c(62, 36, 16, 'o'), c(90, 36, 16, 'm')] },
  '/material-ui/react-badge': { line: 'A small count or dot on a corner of an element.', art: [r([38, 22, 36, 32], 'm', 6), c(76, 22, 9, 'p')] },
  '/material-ui/react-chip': { line: 'A compact tag, filter or choice.', art: [r([10, 26, 46, 20], 'p', 10), r([62, 26, 48, 20], 'o', 10)] },
  '/material-ui/react-divider': { line: 'A thin line that separates groups of content.', art: [...bars(20, 20, [70, 50]), line('M12 40h96'), ...bars(20, 50, [60])] },
  '/material-ui/icons': { line: 'Use SVG icons from Material Icons or your own.', art: [c(30, 36, 12, 'p'), r([50, 24, 24, 24], 'o', 4), line('M86 48l12-24 12 24z', 'o')] },
  '/material-ui/material-icons': { line: 'Search the Material Icons set.', art: [0, 1, 2, 3, 4, 5, 6, 7].map((i) => r([16 + (i % 4) * 24, 16 + Math.floor(i / 4) * 24, 16, 16], i === 2 ? 'p' : 'm', 4)) },
  '/material-ui/react-list': { line: 'A vertical list of items, texts and actions.', art: [0, 1, 2].map((i) => [c(22, 16 + i * 20, 6, 'm'), ...bars(34, 14 + i * 20, [60])]) },
  '/material-ui/react-table': { line: 'Rows and columns of data.', art: [r([10, 10, 100, 52], 's'), r([10, 10, 100, 12], 'm', 0), line('M10 35h100M10 48h100M45 10v52M80 10v52')] },
  '/material-ui/react-tooltip': { line: 'A short label that appears on hover or focus.', art: [r([30, 10, 60, 18], 'p', 4), line('M56 28l4 5 4-5', 'p'), r([44, 42, 32, 20], 'o', 4)] },
  '/material-ui/react-typography': { line: 'Headings and text in the theme\'s type scale.', art: [r([14, 14, 70, 10], 't-fill', 2), r([14, 32, 92, 4], 'm', 2), r([14, 42, 86, 4], 'm', 2), r([14, 52, 60, 4], 'm', 2)] },
  '/material-ui/react-alert': { line: 'A short, important message with a severity.', art: [r([8, 22, 104, 28], 'p-soft', 4), c(22, 36, 6, 'p'), ...bars(34, 34, [64])] },
  '/material-ui/react-backdrop': { line: 'Dims the screen behind a loader or a dialog.', art: [r([8, 8, 104, 56], 'dim', 4), c(60, 36, 10, 'ring')] },
  '/material-ui/react-dialog': { line: 'A window that asks for a decision or information.', art: [r([8, 8, 104, 56], 'dim', 4), r([28, 16, 64, 40], 's'), ...bars(34, 24, [40, 30]), r([66, 44, 20, 7], 'p', 2)] },
  '/material-ui/react-progress': { line: 'Shows that something is loading, and how far along.', art: [c(34, 36, 14, 'ring'), r([60, 34, 48, 4], 'm', 2), r([60, 34, 28, 4], 'p', 2)] },
  '/material-ui/react-skeleton': { line: 'A gray placeholder shaped like content still loading.', art: [c(24, 24, 10, 'm'), r([40, 18, 60, 12], 'm'), r([14, 42, 92, 20], 'm')] },
  '/material-ui/react-snackbar': { line: 'A brief message at the edge of the screen.', art: [r([8, 8, 104, 56], 's'), r([16, 44, 76, 14], 'dark', 3), ...bars(22, 49, [40])] },
  '/material-ui/react-accordion': { line: 'Sections that expand and collapse.', art: [r([14, 8, 92, 14], 's', 2), r([14, 24, 92, 30], 's', 2), r([14, 56, 92, 10], 's', 2), ...bars(20, 32, [60, 50])] },
  '/material-ui/react-app-bar': { line: 'The bar at the top with the title and actions.', art: [r([8, 8, 104, 56], 's'), r([8, 8, 104, 16], 'p', 3), line('M14 13h8M14 16h8M14 19h8', 'w'), c(102, 16, 4, 'w-fill')] },
  '/material-ui/react-card': { line: 'A surface for one subject: media, text, actions.', art: [r([30, 6, 60, 60], 's'), r([30, 6, 60, 26], 'm', 3), ...bars(36, 38, [40, 30]), r([36, 56, 18, 5], 'p', 2)] },
  '/material-ui/react-paper': { line: 'A raised background surface with elevation.', art: [r([24, 16, 60, 40], 'shadow', 4), r([20, 12, 60, 40], 's', 4)] },
  '/material-ui/react-bottom-navigation': { line: 'Three to five destinations at the bottom of a phone screen.', art: [r([30, 6, 60, 60], 's'), r([30, 50, 60, 16], 'm', 0), c(42, 58, 3, 'p'), c(60, 58, 3, 'm-dark'), c(78, 58, 3, 'm-dark')] },
  '/material-ui/react-breadcrumbs': { line: 'The path to the current page.', art: [r([10, 33, 24, 6], 'p', 2), line('M40 32l4 4-4 4', 'm-line'), r([50, 33, 24, 6], 'p', 2), line('M80 32l4 4-4 4', 'm-line'), r([90, 33, 20, 6], 'm', 2)] },
  '/material-ui/react-drawer': { line: 'A panel that slides in from an edge of the screen.', art: [r([8, 8, 104, 56], 'dim', 4), r([8, 8, 40, 56], 's', 3), ...bars(14, 18, [24, 28, 20, 26])] },
  '/material-ui/react-link': { line: 'A text link styled with the theme.', art: [...bars(14, 24, [92]), r([14, 38, 40, 4], 'p', 2), line('M14 46h40', 'o'), r([58, 38, 40, 4], 'm', 2)] },
  '/material-ui/react-menu': { line: 'A list of choices that opens from a button.', art: [r([14, 8, 36, 14], 'o', 3), r([14, 26, 60, 40], 's'), ...bars(22, 34, [36, 44, 30])] },
  '/material-ui/react-pagination': { line: 'Moves between pages of results.', art: [line('M18 32l-4 4 4 4', 'm-line'), ...[0, 1, 2, 3].map((i) => c(36 + i * 16, 36, 6, i === 1 ? 'p' : 'm')), line('M102 32l4 4-4 4', 'm-line')] },
  '/material-ui/react-speed-dial': { line: 'A floating button that opens related actions.', art: [c(92, 52, 10, 'p'), c(92, 32, 6, 'o'), c(92, 16, 6, 'o'), c(72, 52, 6, 'o')] },
  '/material-ui/react-stepper': { line: 'Progress through numbered steps.', art: [c(20, 36, 8, 'p'), line('M30 36h20', 'm-line'), c(60, 36, 8, 'p'), line('M70 36h20', 'm-line'), c(100, 36, 8, 'm')] },
  '/material-ui/react-tabs': { line: 'Switches between views at the same level.', art: [r([10, 14, 100, 48], 's'), ...bars(18, 20, [20]), r([44, 20, 20, 4], 'm', 2), r([72, 20, 20, 4], 'm', 2), r([14, 28, 30, 2], 'p', 0)] },
  '/material-ui/react-box': { line: 'A div with the sx prop for one-off styles.', art: [r([20, 14, 80, 44], 'o', 2), r([32, 24, 56, 24], 'm', 2)] },
  '/material-ui/react-container': { line: 'Centers content up to a maximum width.', art: [r([8, 8, 104, 56], 's'), r([30, 8, 60, 56], 'm', 0)] },
  '/material-ui/react-grid': { line: 'The legacy 12-column grid, replaced by Grid v2.', art: [r([10, 12, 64, 20], 'm'), r([78, 12, 32, 20], 'm'), r([10, 40, 32, 20], 'm'), r([46, 40, 64, 20], 'm')] },
  '/material-ui/react-grid2': { line: 'A responsive 12-column grid with size and offset.', art: [r([10, 12, 64, 20], 'p'), r([78, 12, 32, 20], 'p'), r([10, 40, 32, 20], 'p'), r([46, 40, 64, 20], 'p')] },
  '/material-ui/react-stack': { line: 'Lines children up in a row or column with spacing.', art: [r([30, 10, 60, 14], 'p'), r([30, 29, 60, 14], 'p'), r([30, 48, 60, 14], 'p')] },
  '/material-ui/react-image-list': { line: 'A grid of images with optional title bars.', art: [r([10, 8, 48, 34], 'p'), r([62, 8, 48, 20], 'm'), r([62, 32, 48, 32], 'p-soft'), r([10, 46, 48, 18], 'm')] },
  '/material-ui/react-hidden': { line: 'Deprecated: hide content at breakpoints with sx instead.', art: [r([20, 14, 80, 44], 'o', 3), line('M28 50L92 22', 'o')] },
  '/material-ui/react-click-away-listener': { line: 'Detects a click outside an element.', art: [r([34, 18, 52, 36], 'o', 4), c(100, 60, 5, 'p'), line('M100 60l-8-8', 'p-line')] },
  '/material-ui/react-css-baseline': { line: 'Consistent base styles for the whole page.', art: [r([10, 10, 100, 52], 's'), line('M10 24h100', 'm-line'), ...bars(18, 32, [70, 60, 76])] },
  '/material-ui/react-modal': { line: 'The layer under dialogs, drawers and menus.', art: [r([8, 8, 104, 56], 'dim', 4), r([36, 20, 48, 32], 's')] },
  '/material-ui/react-no-ssr': { line: 'Renders its children in the browser only.', art: [r([14, 16, 40, 40], 'm', 4), line('M62 36h14l-4-4M76 36l-4 4', 'o'), r([82, 16, 28, 40], 'p', 4)] },
  '/material-ui/react-popover': { line: 'Content that floats next to an anchor element.', art: [r([14, 42, 30, 14], 'o', 3), r([30, 10, 70, 28], 's')] },
  '/material-ui/react-popper': { line: 'Positions floating content with Popper.js.', art: [r([44, 46, 32, 14], 'o', 3), r([34, 12, 52, 26], 's'), line('M56 38l4 5 4-5', 's-line')] },
  '/material-ui/react-portal': { line: 'Renders children into another part of the DOM.', art: [r([10, 14, 40, 44], 's'), r([70, 14, 40, 44], 's'), r([78, 24, 24, 12], 'p'), line('M40 30c14 0 20-6 34-0', 'o')] },
  '/material-ui/react-textarea-autosize': { line: 'A textarea that grows with its content.', art: [r([14, 10, 92, 52], 's'), ...bars(22, 18, [70, 64, 40]), line('M96 54l6-6M100 56l4-4', 'm-line')] },
  '/material-ui/transitions': { line: 'Fade, grow, slide, zoom and collapse animations.', art: [r([14, 26, 20, 20], 'm-faint', 3), r([46, 23, 26, 26], 'p-soft', 3), r([82, 20, 32, 32], 'p', 3)] },
  '/material-ui/react-use-media-query': { line: 'A hook that tells whether a media query matches.', art: [r([10, 14, 56, 44], 's'), r([76, 18, 28, 40], 'o', 4), line('M20 36h36', 'o')] },
  '/x/react-data-grid': { line: 'A fast data table with sorting, filtering and editing.', art: [r([8, 8, 104, 56], 's'), r([8, 8, 104, 12], 'p-soft', 0), line('M8 31h104M8 42h104M8 53h104M40 8v56M76 8v56')] },
  '/x/react-date-pickers': { line: 'Date and time pickers, in MUI X.', art: [r([24, 8, 72, 56], 's'), r([24, 8, 72, 14], 'p', 3), ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((i) => c(34 + (i % 6) * 10.4, 32 + Math.floor(i / 6) * 14, 3, i === 8 ? 'p' : 'm'))] },
  '/x/react-charts': { line: 'Bar, line and pie charts, in MUI X.', art: [r([16, 40, 14, 22], 'p'), r([36, 24, 14, 38], 'p'), r([56, 32, 14, 30], 'p-soft'), r([76, 14, 14, 48], 'p'), line('M10 62h100', 'm-line')] },
  '/x/react-tree-view': { line: 'Nested, expandable lists of items, in MUI X.', art: [...bars(16, 12, [40]), line('M22 18v36M22 28h8M22 42h8M22 54h8', 'm-line'), ...bars(34, 26, [40, 50]), ...bars(34, 52, [36])] },
  '/material-ui/about-the-lab': { line: 'What the lab package is and how it works.', art: [line('M52 12v18l-16 28h48L68 30V12', 'o'), r([40, 46, 40, 10], 'p-soft', 2)] },
  '/material-ui/react-masonry': { line: 'Lays out items of different heights in columns.', art: [r([10, 8, 30, 30], 'p'), r([45, 8, 30, 18], 'm'), r([80, 8, 30, 38], 'p'), r([10, 42, 30, 22], 'm'), r([45, 30, 30, 34], 'p-soft'), r([80, 50, 30, 14], 'm')] },
  '/material-ui/react-timeline': { line: 'Events in order along a line.', art: [line('M60 10v52', 'm-line'), c(60, 18, 5, 'p'), c(60, 36, 5, 'o'), c(60, 54, 5, 'p'), ...bars(70, 16, [30]), r([20, 34, 30, 4], 'm', 2), ...bars(70, 52, [26])] },
};
