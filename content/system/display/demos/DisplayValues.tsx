import Box from '@mui/material/Box';

const chip = { px: 1, py: 0.5, m: 0.5, bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 1, typography: 'body2' };

// The same three boxes with three display values.
export default function DisplayValues() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: 1 }}>
      {(['inline', 'block', 'inline-block'] as const).map((display) => (
        <Box key={display} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
          <Box component="code" sx={{ display: 'block', mb: 1, fontSize: 13 }}>
            {`display: '${display}'`}
          </Box>
          {['Drafts', 'Sent', 'Archive'].map((label) => (
            <Box key={label} sx={{ ...chip, display, width: display === 'inline' ? undefined : 96 }}>
              {label}
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}
