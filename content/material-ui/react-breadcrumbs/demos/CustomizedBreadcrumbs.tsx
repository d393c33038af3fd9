import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Chip from '@mui/material/Chip';
import HomeIcon from '@mui/icons-material/Home';
import { emphasize, styled } from '@mui/material/styles';

// Each crumb is a small clickable chip that darkens on hover and focus.
const StyledBreadcrumb = styled(Chip)(({ theme }) => {
  const background = theme.palette.mode === 'light' ? theme.palette.grey[100] : theme.palette.grey[800];
  return {
    backgroundColor: background,
    height: theme.spacing(3),
    color: theme.palette.text.primary,
    fontWeight: theme.typography.fontWeightRegular,
    '&:hover, &:focus': { backgroundColor: emphasize(background, 0.06) },
    '&:active': { boxShadow: theme.shadows[1], backgroundColor: emphasize(background, 0.12) },
  };
}) as typeof Chip;

function handleClick(event: React.MouseEvent<HTMLElement>) {
  event.preventDefault();
}

export default function CustomizedBreadcrumbs() {
  return (
    <div role="presentation" onClick={handleClick}>
      <Breadcrumbs aria-label="Breadcrumb">
        <StyledBreadcrumb component="a" href="team" label="Team" icon={<HomeIcon fontSize="small" />} />
        <StyledBreadcrumb component="a" href="team/projects" label="Projects" />
        <StyledBreadcrumb label="Website redesign" aria-current="page" />
      </Breadcrumbs>
    </div>
  );
}
