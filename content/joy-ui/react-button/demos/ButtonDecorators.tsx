import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import SvgIcon from '@mui/joy/SvgIcon';

// Joy UI has no icon package of its own; SvgIcon turns any path into a themed icon.
function PlusIcon() {
  return (
    <SvgIcon>
      <path d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z" />
    </SvgIcon>
  );
}

function ArrowIcon() {
  return (
    <SvgIcon>
      <path d="M5 11h10.2l-4.6-4.6L12 5l7 7-7 7-1.4-1.4 4.6-4.6H5z" />
    </SvgIcon>
  );
}

export default function ButtonDecorators() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button startDecorator={<PlusIcon />}>New project</Button>
      <Button variant="outlined" endDecorator={<ArrowIcon />}>
        Continue
      </Button>
      {/* A decorator can be any element, not only an icon. */}
      <Button
        variant="soft"
        color="neutral"
        endDecorator={
          <Chip size="sm" variant="solid" color="primary">
            3
          </Chip>
        }
      >
        Inbox
      </Button>
    </Stack>
  );
}
