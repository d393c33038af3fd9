import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import FolderIcon from '@mui/icons-material/Folder';
import HomeIcon from '@mui/icons-material/Home';
import DescriptionIcon from '@mui/icons-material/Description';

function handleClick(event: React.MouseEvent<HTMLElement>) {
  event.preventDefault();
}

export default function IconBreadcrumbs() {
  return (
    <div role="presentation" onClick={handleClick}>
      <Breadcrumbs aria-label="Breadcrumb">
        <Link underline="hover" color="inherit" href="drive" sx={{ display: 'flex', alignItems: 'center' }}>
          <HomeIcon sx={{ mr: 0.5 }} fontSize="inherit" />
          My drive
        </Link>
        <Link underline="hover" color="inherit" href="drive/invoices" sx={{ display: 'flex', alignItems: 'center' }}>
          <FolderIcon sx={{ mr: 0.5 }} fontSize="inherit" />
          Invoices 2024
        </Link>
        <Typography sx={{ color: 'text.primary', display: 'flex', alignItems: 'center' }}>
          <DescriptionIcon sx={{ mr: 0.5 }} fontSize="inherit" />
          March.pdf
        </Typography>
      </Breadcrumbs>
    </div>
  );
}
