import Stack from '@mui/material/Stack';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

const menu = [
  { course: 'Starters', dishes: ['Tomato soup', 'Caesar salad'] },
  { course: 'Mains', dishes: ['Mushroom risotto', 'Grilled salmon', 'Lentil curry'] },
  { course: 'Desserts', dishes: ['Lemon tart', 'Chocolate mousse'] },
];

export default function GroupedSelect() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormControl sx={{ minWidth: 200 }}>
        <InputLabel id="grouped-dish-label">Dish</InputLabel>
        {/* The children must be a flat list: no fragments around each group. */}
        <Select labelId="grouped-dish-label" defaultValue="Lentil curry" label="Dish">
          {menu.flatMap((group) => [
            <ListSubheader key={group.course}>{group.course}</ListSubheader>,
            ...group.dishes.map((dish) => (
              <MenuItem key={dish} value={dish}>
                {dish}
              </MenuItem>
            )),
          ])}
        </Select>
      </FormControl>
      <FormControl sx={{ minWidth: 200 }}>
        <InputLabel htmlFor="grouped-native-dish">Dish (native)</InputLabel>
        <Select native defaultValue="Lemon tart" id="grouped-native-dish" label="Dish (native)">
          {menu.map((group) => (
            <optgroup key={group.course} label={group.course}>
              {group.dishes.map((dish) => (
                <option key={dish} value={dish}>
                  {dish}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
      </FormControl>
    </Stack>
  );
}
