import { Button, buttonClasses } from '@mui/base/Button';
import { styled } from '@mui/system';

export default function StyledButtonDemo() {
  return (
    <Row>
      <PrimaryButton>Publish post</PrimaryButton>
      <PrimaryButton disabled>Schedule</PrimaryButton>
    </Row>
  );
}

const Row = styled('div')({ display: 'flex', flexWrap: 'wrap', gap: 12 });

// `styled` passes the site's theme, so the button can follow light and dark mode.
const PrimaryButton = styled(Button)(({ theme }) => {
  const dark = theme.palette.mode === 'dark';
  return {
    font: '600 0.875rem/1.5 system-ui, sans-serif',
    padding: '8px 18px',
    borderRadius: 8,
    border: `1px solid ${dark ? '#818cf8' : '#4338ca'}`,
    backgroundColor: dark ? '#312e81' : '#4f46e5',
    color: '#ffffff',
    cursor: 'pointer',
    '&:hover': { backgroundColor: dark ? '#3730a3' : '#4338ca' },
    [`&.${buttonClasses.active}`]: { backgroundColor: dark ? '#1e1b4b' : '#3730a3' },
    [`&.${buttonClasses.focusVisible}`]: {
      outline: `3px solid ${dark ? '#c7d2fe' : '#a5b4fc'}`,
      outlineOffset: 2,
    },
    [`&.${buttonClasses.disabled}`]: {
      backgroundColor: dark ? '#334155' : '#cbd5e1',
      borderColor: 'transparent',
      color: dark ? '#94a3b8' : '#475569',
      cursor: 'not-allowed',
    },
  };
});
