import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';

export default function BasicSwitches() {
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      {/* Without a visible label, `inputProps` names each switch for screen readers. */}
      <Switch defaultChecked inputProps={{ 'aria-label': 'Auto-save drafts' }} />
      <Switch inputProps={{ 'aria-label': 'Spell check' }} />
      <Switch disabled inputProps={{ 'aria-label': 'Offline mode (unavailable)' }} />
      <Switch disabled defaultChecked inputProps={{ 'aria-label': 'Backups (managed by your admin)' }} />
    </Box>
  );
}
