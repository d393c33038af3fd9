import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';

function handleClick(event: React.MouseEvent<HTMLElement>) {
  event.preventDefault();
}

const crumbs = [
  <Link underline="hover" key="docs" color="inherit" href="docs">
    Docs
  </Link>,
  <Link underline="hover" key="guides" color="inherit" href="docs/guides">
    Guides
  </Link>,
  <Typography key="current" sx={{ color: 'text.primary' }}>
    Deploying
  </Typography>,
];

export default function CustomSeparator() {
  return (
    <Stack spacing={2} onClick={handleClick}>
      <Breadcrumbs separator="›" aria-label="Breadcrumb, arrow separator">
        {crumbs}
      </Breadcrumbs>
      <Breadcrumbs separator="–" aria-label="Breadcrumb, dash separator">
        {crumbs}
      </Breadcrumbs>
      {/* Text arrows flip on their own in right-to-left text; an SVG icon needs a mirror. */}
      <Breadcrumbs
        separator={<NavigateNextIcon fontSize="small" sx={{ '&:dir(rtl)': { transform: 'scaleX(-1)' } }} />}
        aria-label="Breadcrumb, icon separator"
      >
        {crumbs}
      </Breadcrumbs>
    </Stack>
  );
}
