import Box from '@mui/material/Box';

const members = ['Ada Quinn', 'Bruno Silva', 'Chen Wei', 'Dana Cohen', 'Emeka Obi', 'Freya Lund', 'Gita Rao'];

// As many 150px-or-wider columns as fit, with no breakpoints: resize the window to see the count change.
export default function GridAutoFill() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 1.5, width: 1 }}>
      {members.map((name) => (
        <Box key={name} sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1, bgcolor: 'action.hover', borderRadius: 1 }}>
          <Box aria-hidden sx={{ width: 32, height: 32, borderRadius: '50%', bgcolor: 'primary.main', color: 'primary.contrastText', display: 'grid', placeItems: 'center', typography: 'caption' }}>
            {name
              .split(' ')
              .map((part) => part[0])
              .join('')}
          </Box>
          <Box sx={{ typography: 'body2' }}>{name}</Box>
        </Box>
      ))}
    </Box>
  );
}
