import Box from '@mui/material/Box';

const alerts = [
  { severity: 'success', text: 'Backup finished at 02:14.' },
  { severity: 'warning', text: 'Storage is 85% full.' },
  { severity: 'error', text: 'Sync failed for 3 files.' },
] as const;

// borderColor reads theme.palette; borderLeftColor overrides one side. The word, not only the color, says the severity.
export default function BorderColor() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, width: 1, maxWidth: 420 }}>
      {alerts.map((alert) => (
        <Box
          key={alert.severity}
          role="status"
          sx={{ border: 1, borderLeft: 4, borderColor: 'divider', borderLeftColor: `${alert.severity}.main`, borderRadius: 1, px: 2, py: 1, typography: 'body2' }}
        >
          <Box component="strong" sx={{ textTransform: 'capitalize' }}>
            {alert.severity}:
          </Box>{' '}
          {alert.text}
        </Box>
      ))}
    </Box>
  );
}
