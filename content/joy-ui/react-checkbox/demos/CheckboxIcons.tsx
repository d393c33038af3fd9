import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';

const cuisines = ['Thai', 'Italian', 'Mexican', 'Ethiopian'];

export default function CheckboxIcons() {
  return (
    <Stack spacing={2}>
      <Checkbox
        label="Add to favorites"
        variant="plain"
        color="danger"
        uncheckedIcon={<FavoriteBorder />}
        checkedIcon={<Favorite />}
      />
      {/* disableIcon hides the box and paints the variant on the whole control:
          outlined while unchecked, solid once checked. */}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label="Cuisines">
        {cuisines.map((cuisine, index) => (
          <Checkbox
            key={cuisine}
            disableIcon
            label={cuisine}
            defaultChecked={index === 0}
            sx={{ px: 1.5, py: 0.5, borderRadius: 'xl' }}
          />
        ))}
      </Stack>
    </Stack>
  );
}
