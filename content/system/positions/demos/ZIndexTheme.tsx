import Box from '@mui/material/Box';

const layers = [
  { key: 'appBar', color: 'primary' },
  { key: 'drawer', color: 'secondary' },
  { key: 'modal', color: 'info' },
  { key: 'tooltip', color: 'success' },
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
            bgcolor: `${layer.color}.main`,
            color: `${layer.color}.contrastText`,
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
