import { styled } from '@mui/system';

// A component made with styled() from @mui/system accepts `sx` without extra work.
const Tag = styled('span')({
  display: 'inline-block',
  padding: '2px 10px',
  borderRadius: 12,
  border: '1px solid #9ca3af',
  fontSize: 14,
});

export default function StyledSxSupport() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Tag>Paperback</Tag>
      <Tag sx={{ bgcolor: '#dcfce7', color: '#166534', borderColor: '#86efac' }}>
        In stock
      </Tag>
      <Tag sx={{ fontWeight: 'bold', px: 2 }}>Signed copy</Tag>
    </div>
  );
}
