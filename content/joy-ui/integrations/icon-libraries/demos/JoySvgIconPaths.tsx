import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import SvgIcon from '@mui/joy/SvgIcon';
import type { SvgIconProps } from '@mui/joy/SvgIcon';

// Your own icon (or a path copied from an icon set's SVG file), drawn on a 24 × 24 grid.
function LeafIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M5 19c0-8 5-14 15-14 0 10-6 15-14 15" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <path d="M5 19c3-5 6-8 10-10" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </SvgIcon>
  );
}

export default function JoySvgIconPaths() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'center' }}>
        {/* Size and color come from the component around the icon. */}
        <Button size="sm" startDecorator={<LeafIcon />}>
          Plant
        </Button>
        <Button variant="soft" color="success" startDecorator={<LeafIcon />}>
          Plant
        </Button>
        <Button size="lg" variant="outlined" color="neutral" startDecorator={<LeafIcon />}>
          Plant
        </Button>
        <IconButton aria-label="Add a plant" variant="solid" color="success">
          <LeafIcon />
        </IconButton>
      </Stack>
      <Input placeholder="Search plants" startDecorator={<LeafIcon color="success" />} slotProps={{ input: { 'aria-label': 'Search plants' } }} />
    </Stack>
  );
}
