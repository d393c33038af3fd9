import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { styled } from '@mui/joy/styles';

// `theme.vars` holds `var(--joy-…)` strings: the styles never change with the color scheme, the values do.
const StatusDot = styled('span')(({ theme }) => ({
  display: 'inline-block',
  width: 10,
  height: 10,
  borderRadius: '50%',
  backgroundColor: theme.vars.palette.success[500],
  boxShadow: `0 0 0 3px ${theme.vars.palette.success.softBg}`,
}));

export default function VarsInYourStyles() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'center' }}>
      <Typography level="title-md" startDecorator={<StatusDot />}>
        All systems operational
      </Typography>
      {/* The same variables work in a plain style attribute or any stylesheet. */}
      <div
        style={{
          padding: '8px 12px',
          borderRadius: 'var(--joy-radius-sm)',
          border: '1px solid var(--joy-palette-divider)',
          color: 'var(--joy-palette-text-secondary)',
          fontFamily: 'var(--joy-fontFamily-code)',
          fontSize: 'var(--joy-fontSize-sm)',
        }}
      >
        Last incident: 14 days ago
      </div>
    </Box>
  );
}
