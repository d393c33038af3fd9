import Box from '@mui/material/Box';

const examples: { label: string; width: number | string; text?: string }[] = [
  { label: 'width: 2 (2px, not 200%)', width: 2 },
  { label: 'width: 240', width: 240 },
  { label: "width: '20rem'", width: '20rem' },
  { label: "width: 'fit-content'", width: 'fit-content', text: 'As wide as this text' },
  { label: "width: 'calc(100% - 64px)'", width: 'calc(100% - 64px)' },
];

// Numbers above 1 are pixels; strings are any CSS length or keyword.
export default function PixelWidth() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, width: 1, maxWidth: 480 }}>
      {examples.map((example) => (
        <Box key={example.label}>
          <Box component="code" sx={{ fontSize: 13 }}>
            {example.label}
          </Box>
          <Box
            sx={{
              width: example.width,
              height: 24,
              px: example.text ? 1 : 0,
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
              borderRadius: 0.5,
              mt: 0.5,
              typography: 'body2',
              lineHeight: '24px',
            }}
          >
            {example.text}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
