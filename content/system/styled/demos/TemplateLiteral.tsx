import { styled } from '@mui/system';

// Tagged template literals are plain CSS; props and the theme arrive through functions.
const Quote = styled('blockquote')`
  margin: 0;
  padding: 12px 16px;
  border-inline-start: 4px solid #7c3aed;
  font-style: italic;

  & footer {
    margin-top: 8px;
    font-size: 14px;
    font-style: normal;
    opacity: 0.7;
  }
`;

export default function TemplateLiteral() {
  return (
    <Quote>
      A reader lives a thousand lives before he dies.
      <footer>George R. R. Martin, A Dance with Dragons</footer>
    </Quote>
  );
}
