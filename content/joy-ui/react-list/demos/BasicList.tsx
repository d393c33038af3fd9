import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';

const ingredients = ['200 g spaghetti', '2 cloves of garlic', '3 tbsp olive oil', 'A pinch of chili flakes', 'Fresh parsley'];

export default function BasicList() {
  return (
    <div>
      <Typography id="ingredients-heading" level="title-md">
        Ingredients
      </Typography>
      <List aria-labelledby="ingredients-heading">
        {ingredients.map((item) => (
          <ListItem key={item}>{item}</ListItem>
        ))}
      </List>
    </div>
  );
}
