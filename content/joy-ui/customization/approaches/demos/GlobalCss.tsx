import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';

export default function GlobalCss() {
  return (
    // Plain CSS selectors on Joy's stable class names, scoped to one container.
    <Sheet
      variant="outlined"
      sx={{
        p: 2,
        borderRadius: 'md',
        '& .MuiButton-root': { textTransform: 'uppercase', letterSpacing: '0.08em' },
        '& .MuiButton-root.Mui-disabled': { textDecoration: 'line-through' },
      }}
    >
      <Stack direction="row" spacing={1}>
        <Button size="sm">Approve</Button>
        <Button size="sm" variant="soft" disabled>
          Reject
        </Button>
      </Stack>
    </Sheet>
  );
}
