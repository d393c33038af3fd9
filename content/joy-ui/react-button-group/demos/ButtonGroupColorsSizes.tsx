import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Stack from '@mui/joy/Stack';

const sizes = ['sm', 'md', 'lg'] as const;
const colors = ['neutral', 'primary', 'danger', 'success', 'warning'] as const;

export default function ButtonGroupColorsSizes() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {sizes.map((size) => (
        <ButtonGroup key={size} size={size} aria-label={`Size ${size}`}>
          <Button>Undo</Button>
          <Button>Redo</Button>
        </ButtonGroup>
      ))}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {colors.map((color) => (
          <ButtonGroup key={color} color={color} variant="soft" aria-label={`${color} group`}>
            <Button>{color}</Button>
            <Button>More</Button>
          </ButtonGroup>
        ))}
      </Stack>
    </Stack>
  );
}
