import { styled } from '@mui/system';

const Button = styled('button')({
  padding: '8px 16px',
  border: '1px solid #0b57d0',
  borderRadius: 6,
  backgroundColor: 'transparent',
  color: '#0b57d0',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #f59e0b', outlineOffset: 2 },
});

// Styling an existing styled component extends its styles.
const PrimaryButton = styled(Button)({
  backgroundColor: '#0b57d0',
  color: '#ffffff',
});

export default function StyledWithSx() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <Button type="button">Preview</Button>
      <PrimaryButton type="button">Buy now</PrimaryButton>
      {/* `sx` adds one-off styles on top of the component's own. */}
      <Button type="button" sx={{ borderStyle: 'dashed', px: 3 }}>
        Add to wishlist
      </Button>
    </div>
  );
}
