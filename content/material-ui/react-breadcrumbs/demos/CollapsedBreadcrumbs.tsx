import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function handleClick(event: React.MouseEvent<HTMLElement>) {
  event.preventDefault();
}

const folders = ['Company', 'Finance', 'Reports', '2024', 'Quarter 3'];

function crumbs() {
  return [
    ...folders.map((name, index) => (
      <Link
        key={name}
        underline="hover"
        color="inherit"
        href={folders.slice(0, index + 1).join('/').toLowerCase().replaceAll(' ', '-')}
      >
        {name}
      </Link>
    )),
    <Typography key="file" sx={{ color: 'text.primary' }}>
      Budget.xlsx
    </Typography>,
  ];
}

export default function CollapsedBreadcrumbs() {
  return (
    <Stack spacing={2} onClick={handleClick}>
      {/* 6 crumbs, more than 2: first and last stay, the rest collapse. */}
      <Breadcrumbs maxItems={2} aria-label="Breadcrumb, collapsed">
        {crumbs()}
      </Breadcrumbs>
      {/* Keep two crumbs before the ellipsis and two after it. */}
      <Breadcrumbs maxItems={4} itemsBeforeCollapse={2} itemsAfterCollapse={2} aria-label="Breadcrumb, partly collapsed">
        {crumbs()}
      </Breadcrumbs>
    </Stack>
  );
}
