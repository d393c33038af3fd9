import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

// Demo only: keep the page where it is when a crumb is clicked.
function handleClick(event: React.MouseEvent<HTMLElement>) {
  event.preventDefault();
}

export default function BasicBreadcrumbs() {
  return (
    <div role="presentation" onClick={handleClick}>
      <Breadcrumbs aria-label="Breadcrumb">
        <Link underline="hover" color="inherit" href="store">
          Store
        </Link>
        <Link underline="hover" color="inherit" href="store/books">
          Books
        </Link>
        <Typography sx={{ color: 'text.primary' }}>Science fiction</Typography>
      </Breadcrumbs>
    </div>
  );
}
