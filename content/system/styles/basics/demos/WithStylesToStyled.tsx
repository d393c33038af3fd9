import * as React from 'react';
import { styled } from '@mui/system';

// An existing component that accepts className, like the ones withStyles used to wrap.
function Quote({
  className,
  children,
}: {
  className?: string;
  children: React.ReactNode;
}) {
  return <blockquote className={className}>{children}</blockquote>;
}

// withStyles(styles)(Quote) becomes styled(Quote)(styles): the class arrives as className.
const PullQuote = styled(Quote)({
  margin: 0,
  padding: '8px 16px',
  borderInlineStart: '4px solid #7c3aed',
  fontSize: 18,
  fontStyle: 'italic',
});

export default function WithStylesToStyled() {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Quote>Plain quote, as the component renders it.</Quote>
      <PullQuote>Styled quote: the same component with new styles.</PullQuote>
    </div>
  );
}
