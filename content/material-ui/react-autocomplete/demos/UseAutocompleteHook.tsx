import useAutocomplete from '@mui/material/useAutocomplete';
import { styled } from '@mui/material/styles';

const Label = styled('label')(({ theme }) => ({ display: 'block', marginBottom: theme.spacing(0.5) }));

const Input = styled('input')(({ theme }) => ({
  width: 240,
  padding: theme.spacing(1),
  font: 'inherit',
  color: 'inherit',
  background: 'transparent',
  border: '1px solid currentColor',
  borderRadius: 4,
}));

const Listbox = styled('ul')(({ theme }) => ({
  width: 240,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  position: 'absolute',
  zIndex: 1,
  maxHeight: 200,
  overflow: 'auto',
  border: '1px solid currentColor',
  borderTop: 0,
  backgroundColor: 'Canvas',
  '& li': { padding: theme.spacing(0.75, 1), cursor: 'pointer' },
  // The hook marks the highlighted option with this class.
  '& li.Mui-focused': { backgroundColor: 'Highlight', color: 'HighlightText' },
  '& li[aria-selected="true"]': { fontWeight: 700 },
}));

const colors = ['Amber', 'Coral', 'Indigo', 'Lavender', 'Mint', 'Ochre', 'Saffron', 'Teal'];

export default function UseAutocompleteHook() {
  const { getRootProps, getInputLabelProps, getInputProps, getListboxProps, getOptionProps, groupedOptions } = useAutocomplete({
    id: 'use-autocomplete-paint-color',
    options: colors,
  });

  return (
    <div style={{ position: 'relative', minHeight: 260 }}>
      <div {...getRootProps()}>
        <Label {...getInputLabelProps()}>Paint color</Label>
        <Input {...getInputProps()} />
      </div>
      {groupedOptions.length > 0 ? (
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
      ) : null}
    </div>
  );
}
