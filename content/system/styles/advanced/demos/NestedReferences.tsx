import { styled } from '@mui/system';

// JSS wrote `'&:hover $actions'`. With styled, give the child a class and select it.
const Card = styled('article')({
  position: 'relative',
  maxWidth: 320,
  padding: 16,
  border: '1px solid rgba(128, 128, 128, 0.4)',
  borderRadius: 8,
  '& .BookCard-actions': { opacity: 0, transition: 'opacity 150ms' },
  '&:hover .BookCard-actions, &:focus-within .BookCard-actions': { opacity: 1 },
});

const Actions = styled('div')({ display: 'flex', gap: 8, marginTop: 12 });

const Hint = styled('p')({ margin: '8px 0 0', fontSize: '0.875rem', opacity: 0.75 });

const Action = styled('button')(({ theme }) => ({
  padding: '4px 12px',
  border: '1px solid currentColor',
  borderRadius: 6,
  background: 'transparent',
  // The darker blue is too faint on a dark page.
  color: theme.palette.mode === 'dark' ? '#8ab4f8' : '#0b57d0',
  font: 'inherit',
  cursor: 'pointer',
}));

export default function NestedReferences() {
  return (
    <Card>
      <strong>Middlemarch</strong>
      <div>George Eliot · 880 pages</div>
      <Hint>Hover the card, or tab into it, to see its actions.</Hint>
      <Actions className="BookCard-actions">
        <Action type="button">Borrow</Action>
        <Action type="button">Reserve</Action>
      </Actions>
    </Card>
  );
}
