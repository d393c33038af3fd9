import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import SearchRounded from '@mui/icons-material/SearchRounded';

export default function ComponentVariables() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 420, mx: 'auto' }}>
      {/* Component variables: change the part, the component keeps its own calculations. */}
      <Input
        placeholder="Search 1,204 recipes"
        startDecorator={<SearchRounded />}
        endDecorator={<Button>Go</Button>}
        slotProps={{ input: { 'aria-label': 'Search recipes' } }}
        sx={{
          '--Input-radius': '24px',
          '--Input-minHeight': '48px',
          '--Input-paddingInline': '16px',
          '--Input-decoratorChildHeight': '36px',
          '--Input-placeholderOpacity': 0.8,
        }}
      />
      <Button variant="soft" startDecorator={<SearchRounded />} sx={{ '--Button-gap': '16px', '--Button-radius': '4px', alignSelf: 'center' }}>
        Advanced search
      </Button>
    </Stack>
  );
}
