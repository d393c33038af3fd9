import Box from '@mui/material/Box';

const layers = [
  { key: 'appBar', bgcolor: 'primary.main', color: 'primary.contrastText' },
  { key: 'drawer', bgcolor: 'secondary.main', color: 'secondary.contrastText' },
  { key: 'modal', bgcolor: 'grey.800', color: 'common.white' },
  { key: 'tooltip', bgcolor: 'success.main', color: 'success.contrastText' },
] as const;

// zIndex takes a key of theme.zIndex: 'tooltip' (1500) is drawn above 'modal' (1300), 'drawer' (1200) and 'appBar' (1100).
export default function ZIndexTheme() {
  return (
    <Box sx={{ position: 'relative', height: 180, width: 320, isolation: 'isolate' }}>
      {[...layers].reverse().map((layer, index) => (
        <Box
          key={layer.key}
          sx={{
            position: 'absolute',
            zIndex: layer.key,
            top: 24 * index,
            left: 48 * index,
            width: 160,
            height: 80,
            p: 1,
            display: 'flex',
            alignItems: 'flex-end',
            justifyContent: 'flex-end',
            bgcolor: layer.bgcolor,
            color: layer.color,
            borderRadius: 1,
            boxShadow: 3,
            typography: 'body2',
          }}
        >
          {`zIndex: '${layer.key}'`}
        </Box>
      ))}
    </Box>
  );
}
