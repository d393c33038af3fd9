import * as React from 'react';
import Autocomplete, { autocompleteClasses } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const ROW = 40; // Every option gets this fixed height (px).
const VISIBLE = 8; // Rows in view at once.
const OVERSCAN = 8; // Rows rendered above and below the view, so arrow keys never reach an unrendered row.

// 10,000 customers built from 100 first names × 100 family names, in a stable order.
const first = ['Ada', 'Ben', 'Chloé', 'Dev', 'Emeka', 'Fatima', 'Goran', 'Hana', 'Ines', 'Jonas'].flatMap((n) => [n, `${n}-Marie`, `${n} Lee`, `${n} Ray`, `${n} Kim`, `${n} Joy`, `${n} Sol`, `${n} Ann`, `${n} Max`, `${n} Zoe`]);
const last = ['Abbott', 'Baptiste', 'Castro', 'Dahl', 'Eze', 'Fujita', 'Gallo', 'Horvat', 'Ivanova', 'Jensen'].flatMap((n) => [n, `${n}son`, `${n}-Lund`, `Mc${n}`, `Van ${n}`, `${n}i`, `${n}er`, `${n}sen`, `${n}ez`, `${n}o`]);
const customers = first.flatMap((f) => last.map((l) => `${f} ${l}`));

// A listbox that renders only the rows near the scroll position, with spacers standing in for the rest.
const VirtualListbox = React.forwardRef<HTMLUListElement, React.HTMLAttributes<HTMLElement>>(function VirtualListbox({ children, style, ...other }, ref) {
  const items = React.Children.toArray(children);
  const node = React.useRef<HTMLUListElement | null>(null);
  const [scrollTop, setScrollTop] = React.useState(0);

  // Home and End highlight rows far outside the view: scroll to whatever the input's aria-activedescendant names.
  React.useEffect(() => {
    const input = document.querySelector(`[aria-controls="${other.id}"]`);
    if (!input || !node.current) return undefined;
    const list = node.current;
    const observer = new MutationObserver(() => {
      const index = Number(input.getAttribute('aria-activedescendant')?.split('-option-')[1] ?? -1);
      if (index < 0) return;
      if (index * ROW < list.scrollTop) list.scrollTop = index * ROW;
      else if ((index + 1) * ROW > list.scrollTop + list.clientHeight) list.scrollTop = (index + 1) * ROW - list.clientHeight;
    });
    observer.observe(input, { attributes: true, attributeFilter: ['aria-activedescendant'] });
    return () => observer.disconnect();
  }, [other.id]);

  // A row that scrolls into rendering after it was highlighted gets its highlight class back.
  React.useLayoutEffect(() => {
    const active = node.current && document.querySelector(`[aria-controls="${other.id}"]`)?.getAttribute('aria-activedescendant');
    if (active) document.getElementById(active)?.classList.add('Mui-focused');
  });

  const start = Math.max(0, Math.floor(scrollTop / ROW) - OVERSCAN);
  const end = Math.min(items.length, Math.ceil(scrollTop / ROW) + VISIBLE + OVERSCAN);
  // Autocomplete only highlights options that exist in the DOM, so the first and last rows are
  // always rendered too: that is where Home and End go.
  const rows = [...new Set([0, ...Array.from({ length: end - start }, (_, i) => start + i), items.length - 1])].filter((i) => i >= 0 && i < items.length);
  // A stable callback: Autocomplete resets the highlight whenever its listbox ref is called again.
  const setRefs = React.useCallback(
    (element: HTMLUListElement | null) => {
      node.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );

  return (
    <ul ref={setRefs} {...other} style={{ ...style, maxHeight: VISIBLE * ROW, padding: 0 }} onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}>
      {rows.map((row, i) => {
        // A spacer stands in for the rows skipped since the previous rendered row.
        const gap = row - (i === 0 ? 0 : (rows[i - 1] ?? 0) + 1);
        return (
          <React.Fragment key={row}>
            {gap > 0 ? <li role="presentation" style={{ height: gap * ROW }} /> : null}
            {items[row]}
          </React.Fragment>
        );
      })}
    </ul>
  );
});

export default function Virtualized() {
  return (
    <Autocomplete
      id="autocomplete-virtualized"
      options={customers}
      slots={{ listbox: VirtualListbox }}
      slotProps={{ listbox: { sx: { [`& .${autocompleteClasses.option}`]: { height: ROW, minHeight: ROW, py: 0 } } } }}
      sx={{ width: 320 }}
      renderInput={(params) => <TextField {...params} label={`Customer (${customers.length.toLocaleString('en-US')})`} />}
    />
  );
}
