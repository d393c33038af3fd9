import { styled } from '@mui/system';

// Each class of the old makeStyles sheet becomes a small styled component.
const Card = styled('article')({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  maxWidth: 360,
  padding: 16,
  border: '1px solid rgba(128, 128, 128, 0.4)',
  borderRadius: 8,
});

const Avatar = styled('span')({
  display: 'grid',
  placeItems: 'center',
  width: 48,
  height: 48,
  borderRadius: '50%',
  backgroundColor: '#0b57d0',
  color: '#ffffff',
  fontWeight: 700,
});

const Name = styled('h3')({ margin: 0, fontSize: 16 });

const Role = styled('p')({ margin: 0, fontSize: 14, opacity: 0.7 });

export default function HookToStyled() {
  return (
    <Card>
      <Avatar aria-hidden>GH</Avatar>
      <div>
        <Name>Grace Hopper</Name>
        <Role>Head of engineering</Role>
      </div>
    </Card>
  );
}
