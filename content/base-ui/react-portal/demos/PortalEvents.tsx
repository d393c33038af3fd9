import * as React from 'react';
import { Portal } from '@mui/base/Portal';
import { styled } from '@mui/system';

export default function PortalEvents() {
  const [clicks, setClicks] = React.useState(0);
  const [footer, setFooter] = React.useState<HTMLElement | null>(null);

  return (
    <div>
      {/* This handler catches the click even though the button is not inside this div in the DOM. */}
      <Card onClick={() => setClicks((previous) => previous + 1)}>
        <p>Clicks that bubbled up to this card: {clicks}</p>
        <Portal container={footer}>
          <Button type="button">Like this post</Button>
        </Portal>
      </Card>
      <Footer ref={setFooter} />
    </div>
  );
}

const Card = styled('div')(({ theme }) => ({
  padding: '4px 16px', borderRadius: 8, font: '0.875rem/1.5 system-ui, sans-serif',
  border: `1px solid ${theme.palette.mode === 'dark' ? '#334155' : '#cbd5e1'}`,
}));

const Footer = styled('div')({ marginTop: 12, minHeight: 40 });

const Button = styled('button')({
  font: '600 0.875rem/1.5 system-ui, sans-serif', padding: '8px 16px', borderRadius: 8,
  border: '1px solid #be185d', backgroundColor: '#db2777', color: '#ffffff', cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #f9a8d4', outlineOffset: 2 },
});
