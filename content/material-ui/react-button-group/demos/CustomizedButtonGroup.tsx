import ButtonGroup, { buttonGroupClasses } from '@mui/material/ButtonGroup';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function CustomizedButtonGroup() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      {/* A pill-shaped group: round the outer corners of the first and last button. */}
      <ButtonGroup
        variant="outlined"
        aria-label="Reading list filter"
        sx={{
          [`& .${buttonGroupClasses.grouped}`]: { textTransform: 'none', whiteSpace: 'nowrap', px: 2.5 },
          [`& .${buttonGroupClasses.firstButton}`]: { borderStartStartRadius: 999, borderEndStartRadius: 999 },
          [`& .${buttonGroupClasses.lastButton}`]: { borderStartEndRadius: 999, borderEndEndRadius: 999 },
        }}
      >
        <Button>Want to read</Button>
        <Button>Reading</Button>
        <Button>Finished</Button>
      </ButtonGroup>
    </Stack>
  );
}
