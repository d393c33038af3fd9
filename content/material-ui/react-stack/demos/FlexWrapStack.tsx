import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const skills = ['TypeScript', 'React', 'Accessibility', 'GraphQL', 'Design systems', 'Testing', 'Node.js', 'CSS', 'Figma', 'Technical writing'];

export default function FlexWrapStack() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', maxWidth: 360 }}>
      {skills.map((skill) => (
        <Chip key={skill} label={skill} variant="outlined" />
      ))}
    </Stack>
  );
}
