import Box from '@mui/material/Box';

const files = ['quarterly-revenue-report-final-v3-approved-by-finance.pdf', 'team-offsite-photos.zip', 'customer-interviews-transcripts-march-and-april.docx'];

// textOverflow needs overflow: hidden and whiteSpace: nowrap to cut one line with an ellipsis.
export default function TextTruncation() {
  return (
    <Box component="ul" sx={{ width: 260, m: 0, p: 0, listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {files.map((file) => (
        <Box
          component="li"
          key={file}
          title={file}
          sx={{ px: 2, py: 1, typography: 'body2', overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}
        >
          {file}
        </Box>
      ))}
    </Box>
  );
}
