import { useAutocomplete } from '@mui/base/useAutocomplete';
import { styled } from '@mui/system';

interface Country {
  code: string;
  name: string;
}

const countries: Country[] = [
  { code: 'AR', name: 'Argentina' },
  { code: 'AU', name: 'Australia' },
  { code: 'BR', name: 'Brazil' },
  { code: 'CA', name: 'Canada' },
  { code: 'DE', name: 'Germany' },
  { code: 'IN', name: 'India' },
  { code: 'JP', name: 'Japan' },
  { code: 'KE', name: 'Kenya' },
  { code: 'MX', name: 'Mexico' },
  { code: 'NO', name: 'Norway' },
];

export default function UseAutocompleteBasic() {
  const { getRootProps, getInputLabelProps, getInputProps, getListboxProps, getOptionProps, getClearProps, getPopupIndicatorProps, groupedOptions, popupOpen, dirty } =
    useAutocomplete({
      options: countries,
      getOptionLabel: (option) => option.name,
      isOptionEqualToValue: (option, value) => option.code === value.code,
    });

  return (
    <Wrapper>
      <Label {...getInputLabelProps()}>Country</Label>
      <Root {...getRootProps()}>
        <TextField {...getInputProps()} placeholder="Start typing…" />
        {dirty && <IconButton {...getClearProps()} aria-label="Clear">×</IconButton>}
        <IconButton {...getPopupIndicatorProps()} aria-label={popupOpen ? 'Close' : 'Open'}>
          {popupOpen ? '▴' : '▾'}
        </IconButton>
      </Root>
      {popupOpen && groupedOptions.length > 0 && (
        <Listbox {...getListboxProps()}>
          {(groupedOptions as Country[]).map((option, index) => {
            // getOptionProps returns a `key`: pass it to React directly rather than through a spread.
            const { key, ...optionProps } = getOptionProps({ option, index });
            return (
              <li key={key} {...optionProps}>
                {option.name}
              </li>
            );
          })}
        </Listbox>
      )}
    </Wrapper>
  );
}

const IconButton = styled('button')({
  width: 24,
  height: 24,
  padding: 0,
  border: 0,
  borderRadius: 4,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  '&:focus-visible': { outline: '2px solid #2563eb' },
});

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
