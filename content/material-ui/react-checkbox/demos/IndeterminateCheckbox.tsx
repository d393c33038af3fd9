import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

const toppings = ['Mushrooms', 'Olives', 'Roasted peppers'];

export default function IndeterminateCheckbox() {
  const [selected, setSelected] = React.useState<string[]>(['Olives']);

  const allSelected = selected.length === toppings.length;
  const someSelected = selected.length > 0 && !allSelected;

  const handleParentChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setSelected(event.target.checked ? toppings : []);
  };

  const handleChildChange = (topping: string) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setSelected((current) =>
      event.target.checked ? [...current, topping] : current.filter((item) => item !== topping),
    );
  };

  return (
    <div>
      <FormControlLabel
        label={`All toppings (${selected.length} of ${toppings.length})`}
        control={<Checkbox checked={allSelected} indeterminate={someSelected} onChange={handleParentChange} />}
      />
      {/* Indent the children so the hierarchy is visible; `ml` flips sides in right-to-left. */}
      <Box sx={{ display: 'flex', flexDirection: 'column', ml: 3 }}>
        {toppings.map((topping) => (
          <FormControlLabel
            key={topping}
            label={topping}
            control={<Checkbox checked={selected.includes(topping)} onChange={handleChildChange(topping)} />}
          />
        ))}
      </Box>
    </div>
  );
}
