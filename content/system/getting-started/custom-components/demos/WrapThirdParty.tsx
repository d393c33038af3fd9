import * as React from 'react';
import { styled } from '@mui/system';

// A component you do not own: all it offers is `className`.
function RatingStars({ value, className }: { value: number; className?: string }) {
  return (
    <span className={className} role="img" aria-label={`${value} out of 5 stars`}>
      {'★'.repeat(value)}
      {'☆'.repeat(5 - value)}
    </span>
  );
}

// Wrapping it in styled() gives it default styles, theme access and an `sx` prop.
const Rating = styled(RatingStars)(({ theme }) => ({
  color: '#b45309',
  letterSpacing: 2,
  fontSize: 20,
  padding: theme.spacing(0.5, 1),
}));

export default function WrapThirdParty() {
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        gap: 8,
      }}
    >
      <Rating value={4} />
      <Rating value={2} sx={{ color: '#6b7280', fontSize: 16 }} />
    </div>
  );
}
