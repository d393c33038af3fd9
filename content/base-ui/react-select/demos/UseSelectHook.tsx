import * as React from 'react';
import { useSelect, SelectProvider } from '@mui/base/useSelect';
import { useOption } from '@mui/base/useOption';
import { styled } from '@mui/system';

const languages = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Español' },
  { value: 'fr', label: 'Français' },
  { value: 'ja', label: '日本語' },
];

function LanguageOption({ value, label }: { value: string; label: string }) {
  const { getRootProps, selected, highlighted } = useOption({ value, label, disabled: false });
  return (
    <Item {...getRootProps()} data-selected={selected} data-highlighted={highlighted}>
      {label}
    </Item>
  );
}

export default function UseSelectHook() {
  // Passing `options` up front lets the hook know every label before the options mount.
  const { getButtonProps, getListboxProps, contextValue, getOptionMetadata, value, open } =
    useSelect<string, false>({ options: languages, defaultValue: 'en' });

  return (
    <Wrapper>
      <Trigger {...getButtonProps()} aria-label="Interface language">
        {value ? getOptionMetadata(value)?.label : 'Language'}
      </Trigger>
      {/* The listbox stays mounted so the options can register; `hidden` hides it when closed. */}
      <List {...getListboxProps()} hidden={!open}>
        <SelectProvider value={contextValue}>
          {languages.map((language) => (
            <LanguageOption key={language.value} {...language} />
          ))}
        </SelectProvider>
      </List>
    </Wrapper>
  );
}

const Wrapper = styled('div')({ width: 160, font: '0.875rem/1.5 system-ui, sans-serif' });

const Trigger = styled('button')({
  font: 'inherit',
  width: '100%',
  padding: '6px 12px',
  borderRadius: 6,
  border: '2px solid #0f766e',
  backgroundColor: 'transparent',
  color: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  // A caret says the button opens a list; the button's aria-label is what screen readers announce.
  '&::after': { content: '"▾"', marginInlineStart: 8 },
  '&:focus-visible': { outline: '3px solid #5eead4', outlineOffset: 2 },
});

const List = styled('ul')(({ theme }) => ({
  margin: '4px 0 0',
  padding: 4,
  minWidth: 160,
  borderRadius: 6,
  backgroundColor: '#f0fdfa',
  border: '2px solid #0f766e',
  ...theme.applyStyles('dark', { backgroundColor: '#042f2e' }),
}));

const Item = styled('li')({
  listStyle: 'none',
  padding: '4px 8px',
  borderRadius: 4,
  cursor: 'default',
  '&:focus, &:focus-visible': { outline: 0 },
  '&[data-highlighted="true"]': { backgroundColor: 'rgba(15, 118, 110, 0.2)' },
  '&[data-selected="true"]': { fontWeight: 700 },
});
