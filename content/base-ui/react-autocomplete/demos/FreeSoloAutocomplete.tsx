import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import { styled } from '@mui/system';

const recentSearches = ['wireless headphones', 'standing desk', 'mechanical keyboard', 'usb-c hub', 'webcam cover'];

export default function FreeSoloAutocomplete() {
  const [submitted, setSubmitted] = React.useState<string | null>(null);
  // With freeSolo, the value can be any text: a suggestion or what was typed, confirmed with Enter.
  const { getRootProps, getInputLabelProps, getInputProps, getListboxProps, getOptionProps, groupedOptions, popupOpen } = useAutocomplete({
    freeSolo: true,
    options: recentSearches,
    onChange: (_event, value) => setSubmitted(value),
  });

  return (
    <Wrapper>
      <Label {...getInputLabelProps()}>Search the store</Label>
      <Root {...getRootProps()}>
        <TextField {...getInputProps()} placeholder="Type anything and press Enter" />
      </Root>
      {popupOpen && groupedOptions.length > 0 && (
        <Listbox {...getListboxProps()}>
          {(groupedOptions as string[]).map((option, index) => {
            const { key, ...optionProps } = getOptionProps({ option, index });
            return (
              <li key={key} {...optionProps}>
                {option}
              </li>
            );
          })}
        </Listbox>
      )}
      <Result aria-live="polite">{submitted ? `Searching for “${submitted}”` : 'No search yet'}</Result>
    </Wrapper>
  );
}

const Result = styled('p')({ margin: '8px 0 0', opacity: 0.8 });

const Wrapper = styled('div')({ position: 'relative', width: 280, maxWidth: '100%', font: '0.875rem/1.5 system-ui, sans-serif' });

const Label = styled('label')({ display: 'block', marginBottom: 4, fontWeight: 600 });

const Root = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 4,
  padding: '4px 8px',
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: '#ffffff',
  color: '#1e293b',
  ...theme.applyStyles('dark', { backgroundColor: '#1e293b', borderColor: '#475569', color: '#e2e8f0' }),
  '&:focus-within': { borderColor: '#2563eb', boxShadow: '0 0 0 3px rgba(37, 99, 235, 0.3)' },
}));

const TextField = styled('input')({
  flex: 1,
  minWidth: 80,
  padding: '4px 0',
  border: 0,
  // The wrapper shows the focus ring (:focus-within); none on the input itself.
  '&:focus, &:focus-visible': { outline: 0 },
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
});

// The list stays in the page flow here; in an app you would usually float it with
// `position: absolute` or Base UI's Popper so it covers the content below.
const Listbox = styled('ul')(({ theme }) => ({
  maxHeight: 240,
  overflow: 'auto',
  margin: '4px 0 0',
  padding: 4,
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: '#ffffff',
  boxShadow: '0 8px 24px rgba(15, 23, 42, 0.12)',
  ...theme.applyStyles('dark', { backgroundColor: '#1e293b', borderColor: '#475569' }),
  '& li': { listStyle: 'none', padding: '6px 10px', borderRadius: 6, cursor: 'default' },
  // The hook marks the highlighted option with the `Mui-focused` class.
  '& li.Mui-focused': {
    backgroundColor: '#f1f5f9',
    ...theme.applyStyles('dark', { backgroundColor: '#334155' }),
  },
  '& li[aria-selected="true"]': {
    fontWeight: 600,
    color: '#1d4ed8',
    ...theme.applyStyles('dark', { color: '#93c5fd' }),
  },
  '& li[aria-disabled="true"]': { opacity: 0.45 },
}));
