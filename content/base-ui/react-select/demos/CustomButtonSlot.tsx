import * as React from 'react';
import { Select, selectClasses, type SelectRootSlotProps } from '@mui/base/Select';
import { Option, optionClasses } from '@mui/base/Option';
import { styled } from '@mui/system';

// A slot component receives the slot's props plus `ownerState`, the Select's current state.
const SortButton = React.forwardRef(function SortButton(
  props: Omit<SelectRootSlotProps<string, false>, 'ref'>,
  ref: React.ForwardedRef<HTMLButtonElement>,
) {
  const { ownerState, children, ...other } = props;
  return (
    <Trigger type="button" {...other} ref={ref}>
      <Caption>Sort by</Caption>
      {children}
      <Chevron viewBox="0 0 24 24" aria-hidden data-open={ownerState.open}>
        <path d="M7 10l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
      </Chevron>
    </Trigger>
  );
});

export default function CustomButtonSlot() {
  return (
    <Select
      aria-label="Sort products"
      defaultValue="popular"
      slots={{ root: SortButton, listbox: Listbox, popup: Popup }}
      // `slotProps.popup` takes the Popup's props: `offset` adds space between button and listbox.
      slotProps={{ popup: { offset: 4 } }}
    >
      <Option value="popular">Most popular</Option>
      <Option value="newest">Newest</Option>
      <Option value="price-asc">Price, low to high</Option>
      <Option value="price-desc">Price, high to low</Option>
    </Select>
  );
}

const Trigger = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  font: '600 0.875rem/1.5 system-ui, sans-serif',
  padding: '6px 12px',
  borderRadius: 999,
  border: 0,
  backgroundColor: '#e2e8f0',
  color: '#0f172a',
  cursor: 'pointer',
  [`&.${selectClasses.focusVisible}`]: { outline: '3px solid #93c5fd', outlineOffset: 2 },
  ...theme.applyStyles('dark', { backgroundColor: '#334155', color: '#f1f5f9' }),
}));

const Caption = styled('span')({ fontWeight: 400, opacity: 0.75 });

const Chevron = styled('svg')({
  width: 18,
  height: 18,
  transition: 'transform 150ms',
  '&[data-open="true"]': { transform: 'rotate(180deg)' },
});


const Listbox = styled('ul')(({ theme }) => ({
  font: '0.875rem/1.5 system-ui, sans-serif',
  margin: '4px 0',
  padding: 4,
  minWidth: 240,
  maxHeight: 280,
  overflow: 'auto',
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: '#ffffff',
  color: '#1e293b',
  boxShadow: '0 8px 24px rgba(15, 23, 42, 0.12)',
  outline: 0,
  ...theme.applyStyles('dark', { backgroundColor: '#1e293b', borderColor: '#475569', color: '#e2e8f0' }),
  [`& .${optionClasses.root}`]: { listStyle: 'none', padding: '6px 10px', borderRadius: 6 },
  [`& .${optionClasses.highlighted}`]: {
    backgroundColor: '#f1f5f9',
    ...theme.applyStyles('dark', { backgroundColor: '#334155' }),
  },
  [`& .${optionClasses.selected}`]: {
    fontWeight: 600,
    color: '#1d4ed8',
    '&::after': { content: '"✓"', float: 'inline-end' },
    ...theme.applyStyles('dark', { color: '#93c5fd' }),
  },
  [`& .${optionClasses.disabled}`]: { opacity: 0.45 },
}));

const Popup = styled('div')({ zIndex: 1 });
