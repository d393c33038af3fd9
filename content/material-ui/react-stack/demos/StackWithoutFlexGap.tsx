import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const skills = ['TypeScript', 'React', 'Accessibility', 'GraphQL', 'Design systems', 'Testing'];

export default function StackWithoutFlexGap() {
  return (
    <Stack spacing={1} sx={{ maxWidth: 320 }}>
      <Typography variant="caption" color="text.secondary">
        Without useFlexGap: the wrapped row starts with a margin and has no gap above it
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {skills.map((skill) => (
          <Chip key={skill} label={skill} />
        ))}
      </Stack>
    </Stack>
  );
}
