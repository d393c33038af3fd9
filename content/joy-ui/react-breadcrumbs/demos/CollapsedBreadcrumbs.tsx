import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import Dropdown from '@mui/joy/Dropdown';
import MenuButton from '@mui/joy/MenuButton';
import Menu from '@mui/joy/Menu';
import MenuItem from '@mui/joy/MenuItem';
import IconButton from '@mui/joy/IconButton';
import MoreHoriz from '@mui/icons-material/MoreHoriz';

const hidden = ['Engineering', 'Platform', 'Infrastructure'];

export default function CollapsedBreadcrumbs() {
  return (
    <Breadcrumbs aria-label="Breadcrumb">
      <Link color="neutral" href="#">
        Wiki
      </Link>
      {/* The middle levels live in a menu, opened from an ellipsis button. */}
      <Dropdown>
        <MenuButton
          slots={{ root: IconButton }}
          slotProps={{ root: { size: 'sm', variant: 'plain', color: 'neutral' } }}
          aria-label="Show 3 hidden levels"
        >
          <MoreHoriz />
        </MenuButton>
        <Menu size="sm">
          {hidden.map((level) => (
            <MenuItem key={level} component="a" href="#">
              {level}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <Link color="neutral" href="#">
        Kubernetes
      </Link>
      <Typography aria-current="page">Upgrading clusters</Typography>
    </Breadcrumbs>
  );
}
