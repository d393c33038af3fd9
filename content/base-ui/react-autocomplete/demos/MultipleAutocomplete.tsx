import { useAutocomplete } from '@mui/base/useAutocomplete';
import { styled } from '@mui/system';

const skills = ['CSS', 'Figma', 'GraphQL', 'Node.js', 'PostgreSQL', 'Python', 'React', 'Rust', 'Swift', 'TypeScript'];

export default function MultipleAutocomplete() {
  const { getRootProps, getInputLabelProps, getInputProps, getTagProps, getListboxProps, getOptionProps, groupedOptions, popupOpen, value, setAnchorEl } =
    useAutocomplete({
      multiple: true,
      options: skills,
      defaultValue: ['React', 'TypeScript'],
      // Hide options that are already chips.
      filterSelectedOptions: true,
    });

  return (
    <Wrapper>
      <Label {...getInputLabelProps()}>Skills</Label>
      <Root {...getRootProps()} ref={setAnchorEl}>
        {value.map((skill, index) => {
          // `onDelete` is not a DOM prop: call it from the chip's own button.
          const { key, onDelete, ...tagProps } = getTagProps({ index });
          return (
            <Chip key={key} {...tagProps}>
              {skill}
              <RemoveButton type="button" tabIndex={-1} aria-label={`Remove ${skill}`} onClick={onDelete}>
                ×
              </RemoveButton>
            </Chip>
          );
        })}
        <TextField {...getInputProps()} placeholder={value.length === 0 ? 'Add skills…' : ''} />
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
    </Wrapper>
  );
}

const Chip = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 2,
  paddingInlineStart: 8,
  borderRadius: 999,
  backgroundColor: '#dbeafe',
  color: '#1e3a8a',
  ...theme.applyStyles('dark', { backgroundColor: '#1e3a8a', color: '#dbeafe' }),
  // Arrow Left from an empty input focuses the chips, one by one.
  '&:focus': { outline: '2px solid #2563eb' },
}));

const RemoveButton = styled('button')({ border: 0, background: 'transparent', color: 'inherit', cursor: 'pointer', padding: '0 6px', font: 'inherit' });

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
