import Stack from '@mui/material/Stack';
import SvgIcon from '@mui/material/SvgIcon';

export default function SvgIconsWithPaths() {
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      {/* Children are SVG shapes drawn on the default 24 × 24 grid. */}
      <SvgIcon>
        <path d="M12 3 2 12h3v8h5v-5h4v5h5v-8h3z" />
      </SvgIcon>
      <SvgIcon color="warning">
        <path d="M13 2 4 14h6l-1 8 9-12h-6z" />
      </SvgIcon>
      {/* A drawing made on another grid: set viewBox to match it. */}
      <SvgIcon viewBox="0 0 100 100" color="primary">
        <circle cx="50" cy="50" r="44" fill="none" stroke="currentColor" strokeWidth="10" />
        <circle cx="50" cy="50" r="16" />
      </SvgIcon>
      {/* A whole <svg> as the child: its viewBox and fill are used as they are. */}
      <SvgIcon color="success">
        <svg viewBox="0 0 48 48" fill="currentColor">
          <rect x="6" y="6" width="36" height="36" rx="8" />
          <path d="m15 24 6 6 12-12" fill="none" stroke="#fff" strokeWidth="4" />
        </svg>
      </SvgIcon>
    </Stack>
  );
}
