import { Button, buttonClasses } from '@mui/base/Button';
import { styled } from '@mui/system';

export default function ButtonRootElement() {
  return (
    <Row>
      {/* Default: a native <button type="button">. */}
      <StyledButton>Native button</StyledButton>
      {/* With `href`, the root becomes an <a>, so it behaves like a link. */}
      <StyledButton href="https://www.npmjs.com/package/@mui/base">Open on npm</StyledButton>
      {/* Any other element gets role="button", tabIndex 0 and keyboard support. */}
      <StyledButton slots={{ root: 'span' }}>Span with role</StyledButton>
    </Row>
  );
}

const Row = styled('div')({ display: 'flex', flexWrap: 'wrap', gap: 12 });

const StyledButton = styled(Button)(({ theme }) => ({
  display: 'inline-block',
  font: '600 0.875rem/1.5 system-ui, sans-serif',
  padding: '8px 16px',
  borderRadius: 8,
  border: '1px solid #2563eb',
  backgroundColor: 'transparent',
  color: '#2563eb',
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover': { backgroundColor: 'rgba(37, 99, 235, 0.08)' },
  [`&.${buttonClasses.focusVisible}`]: { outline: '3px solid #93c5fd', outlineOffset: 2 },
  // A lighter blue on a dark page: #2563eb there is too dim to read.
  ...theme.applyStyles('dark', { borderColor: '#60a5fa', color: '#60a5fa' }),
}));
