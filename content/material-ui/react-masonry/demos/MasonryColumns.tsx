import * as React from 'react';
import Box from '@mui/material/Box';
import Masonry from '@mui/lab/Masonry';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

const recipes = [
  { name: 'Tomato soup', minutes: 25, height: 90 },
  { name: 'Lemon risotto', minutes: 40, height: 140 },
  { name: 'Falafel wraps', minutes: 35, height: 110 },
  { name: 'Pad thai', minutes: 30, height: 160 },
  { name: 'Greek salad', minutes: 10, height: 80 },
  { name: 'Banana bread', minutes: 70, height: 130 },
  { name: 'Shakshuka', minutes: 30, height: 100 },
  { name: 'Mushroom ramen', minutes: 45, height: 150 },
];

export default function MasonryColumns() {
  const [columns, setColumns] = React.useState(3);

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={columns}
        onChange={(_event, value: number | null) => value !== null && setColumns(value)}
        aria-label="Number of columns"
        sx={{ mb: 2 }}
      >
        {[2, 3, 4, 5].map((count) => (
          <ToggleButton key={count} value={count}>
            {count} columns
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {/* minHeight, not height: in narrow columns a name wraps, and its tile grows instead of spilling. */}
      <Masonry columns={columns} spacing={1}>
        {recipes.map((recipe) => (
          <Paper key={recipe.name} sx={{ minHeight: recipe.height, p: 1.5, bgcolor: 'action.hover' }} elevation={0}>
            <strong>{recipe.name}</strong>
            <br />
            {recipe.minutes} min
          </Paper>
        ))}
      </Masonry>
    </Box>
  );
}
