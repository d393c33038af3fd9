import { styled } from '@mui/system';

const Card = styled('article')({
  maxWidth: 320,
  padding: 16,
  border: '1px solid rgba(128, 128, 128, 0.4)',
  borderRadius: 8,
});

const Title = styled('h3')({ margin: 0, fontSize: 18 });

const Meta = styled('p')({ margin: '4px 0 0', fontSize: 14, opacity: 0.7 });

export default function BasicStyled() {
  return (
    <Card>
      <Title>Dune</Title>
      <Meta>Frank Herbert · 1965 · 412 pages</Meta>
    </Card>
  );
}
