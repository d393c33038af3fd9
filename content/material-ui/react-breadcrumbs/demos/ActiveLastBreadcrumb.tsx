import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';

function handleClick(event: React.MouseEvent<HTMLElement>) {
  event.preventDefault();
}

export default function ActiveLastBreadcrumb() {
  return (
    <div role="presentation" onClick={handleClick}>
      <Breadcrumbs aria-label="Breadcrumb">
        <Link underline="hover" color="inherit" href="account">
          Account
        </Link>
        <Link underline="hover" color="inherit" href="account/orders">
          Orders
        </Link>
        {/* The current page is a link too, marked with aria-current. */}
        <Link underline="hover" color="text.primary" href="account/orders/30517" aria-current="page">
          Order #30517
        </Link>
      </Breadcrumbs>
    </div>
  );
}
