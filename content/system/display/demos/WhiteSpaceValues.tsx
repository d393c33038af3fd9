import Box from '@mui/material/Box';

const address = `Maria Lopez
221 Harbor Street, Suite 4
Portland, OR 97204`;

// whiteSpace decides whether line breaks and runs of spaces in the text are kept.
export default function WhiteSpaceValues() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {(['normal', 'pre-line', 'nowrap'] as const).map((whiteSpace) => (
        <Box key={whiteSpace} sx={{ width: 200 }}>
          <Box component="code" sx={{ fontSize: 13 }}>
            {`whiteSpace: '${whiteSpace}'`}
          </Box>
          <Box sx={{ whiteSpace, overflow: 'hidden', mt: 0.5, p: 1, border: 1, borderColor: 'divider', typography: 'body2' }}>{address}</Box>
        </Box>
      ))}
    </Box>
  );
}
