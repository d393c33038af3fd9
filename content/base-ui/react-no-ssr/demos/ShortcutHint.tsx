import { NoSsr } from '@mui/base/NoSsr';
import { styled } from '@mui/system';

function ModifierKey() {
  // `navigator` only exists in the browser.
  const isApple = /Mac|iPhone|iPad/.test(navigator.userAgent);
  return <kbd>{isApple ? '⌘' : 'Ctrl'}</kbd>;
}

export default function ShortcutHint() {
  return (
    <Hint>
      Press{' '}
      <NoSsr fallback={<kbd>Ctrl</kbd>}>
        <ModifierKey />
      </NoSsr>{' '}
      + <kbd>K</kbd> to search the help center.
    </Hint>
  );
}

const Hint = styled('p')(({ theme }) => ({
  margin: 0, font: '0.875rem/1.8 system-ui, sans-serif',
  '& kbd': {
    padding: '1px 6px', borderRadius: 4, font: '600 0.8125rem ui-monospace, monospace',
    border: `1px solid ${theme.palette.mode === 'dark' ? '#475569' : '#cbd5e1'}`,
    backgroundColor: theme.palette.mode === 'dark' ? '#1e293b' : '#f8fafc',
  },
}));
