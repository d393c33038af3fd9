import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import TextField from '@mui/material/TextField';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';

const toppings = ['Basil', 'Black olives', 'Mozzarella', 'Mushrooms', 'Red onion', 'Roasted peppers', 'Spinach'];

export default function CheckboxesTags() {
  return (
    <Autocomplete
      id="autocomplete-checkboxes-tags"
      multiple
      // Keep the list open so people can tick several boxes in a row.
      disableCloseOnSelect
      options={toppings}
      defaultValue={['Mozzarella']}
      renderOption={(props, option, { selected }) => {
        const { key, ...optionProps } = props;
        return (
          <li key={key} {...optionProps}>
            {/* The option itself carries aria-selected, so the checkbox is only a visual cue. */}
            <Checkbox
              icon={<CheckBoxOutlineBlankIcon fontSize="small" />}
              checkedIcon={<CheckBoxIcon fontSize="small" />}
              checked={selected}
              tabIndex={-1}
              disableRipple
              sx={{ p: 0, mr: 1 }}
              inputProps={{ 'aria-hidden': true }}
            />
            {option}
          </li>
        );
      }}
      sx={{ width: 420, maxWidth: '100%' }}
      renderInput={(params) => <TextField {...params} label="Pizza toppings" />}
    />
  );
}
