import { Button, buttonClasses } from '@mui/base/Button';
import { styled } from '@mui/system';

export default function FocusVisibleStyles() {
  return (
    <Grid>
      <Group>
        <Caption>Ring on :focus (also after a mouse click)</Caption>
        <Row>
          <FocusButton>Archive</FocusButton>
          <FocusButton>Move to folder</FocusButton>
        </Row>
      </Group>
      <Group>
        <Caption>Ring on base--focusVisible (keyboard only)</Caption>
        <Row>
          <FocusVisibleButton>Archive</FocusVisibleButton>
          <FocusVisibleButton>Move to folder</FocusVisibleButton>
        </Row>
      </Group>
    </Grid>
  );
}

const Grid = styled('div')({ display: 'grid', gap: 20 });
const Group = styled('div')({ display: 'grid', gap: 8 });
const Row = styled('div')({ display: 'flex', flexWrap: 'wrap', gap: 12 });
const Caption = styled('p')({ margin: 0, fontSize: '0.875rem', fontWeight: 600 });

const base = {
  font: '600 0.875rem/1.5 system-ui, sans-serif',
  padding: '8px 16px',
  borderRadius: 8,
  border: 'none',
  backgroundColor: '#1d4ed8',
  color: '#ffffff',
  cursor: 'pointer',
  outline: 'none',
} as const;

// A 3px outline, offset from the button, in a color that stands out in both modes.
const ring = (dark: boolean) => ({ outline: `3px solid ${dark ? '#fbbf24' : '#b45309'}`, outlineOffset: 2 });

const FocusButton = styled(Button)(({ theme }) => ({
  ...base,
  '&:focus': ring(theme.palette.mode === 'dark'),
}));

const FocusVisibleButton = styled(Button)(({ theme }) => ({
  ...base,
  [`&.${buttonClasses.focusVisible}`]: ring(theme.palette.mode === 'dark'),
}));
