import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import HomeRounded from '@mui/icons-material/HomeRounded';
import FolderRounded from '@mui/icons-material/FolderRounded';
import DescriptionRounded from '@mui/icons-material/DescriptionRounded';

export default function BreadcrumbsWithIcons() {
  return (
    <Breadcrumbs aria-label="Breadcrumb" separator="/">
      <Link color="neutral" href="#" startDecorator={<HomeRounded />}>
        Home
      </Link>
      <Link color="neutral" href="#" startDecorator={<FolderRounded />}>
        Contracts
      </Link>
      <Typography aria-current="page" startDecorator={<DescriptionRounded />}>
        Lease agreement.pdf
      </Typography>
    </Breadcrumbs>
  );
}
