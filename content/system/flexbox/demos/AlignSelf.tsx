import Box from '@mui/material/Box';

const cards = [
  { title: 'Standard', note: 'Arrives in 5–7 days' },
  { title: 'Express', note: 'Arrives in 2 days' },
  { title: 'Pickup', note: 'Ready tomorrow' },
];

// alignItems sets the default for every item; alignSelf overrides it for one.
export default function AlignSelf() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, height: 120, p: 1, bgcolor: 'action.hover', borderRadius: 1, width: 1 }}>
      {cards.map((card, index) => (
        <Box
          key={card.title}
          sx={{ alignSelf: index === 1 ? 'flex-end' : undefined, flex: 1, p: 1, bgcolor: 'background.paper', borderRadius: 1, typography: 'body2' }}
        >
          <strong>{card.title}</strong>
          <br />
          {card.note}
          {index === 1 ? <Box component="code" sx={{ display: 'block', fontSize: 12 }}>alignSelf: flex-end</Box> : null}
        </Box>
      ))}
    </Box>
  );
}
