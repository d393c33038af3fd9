import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Rating from '@mui/material/Rating';

const products = [
  { name: 'Trail running shoes', average: 4.5, reviews: 312 },
  { name: 'Waterproof jacket', average: 3.8, reviews: 87 },
  { name: 'Insulated bottle', average: 4.9, reviews: 1046 },
];

export default function ReadOnlyRating() {
  return (
    <List sx={{ width: '100%', maxWidth: 360 }}>
      {products.map((product) => (
        <ListItem key={product.name} divider>
          <ListItemText primary={product.name} secondary={`${product.reviews} reviews`} />
          {/* Read only: role="img" with a label such as "4.5 Stars". */}
          <Rating value={product.average} precision={0.1} readOnly size="small" />
        </ListItem>
      ))}
    </List>
  );
}
