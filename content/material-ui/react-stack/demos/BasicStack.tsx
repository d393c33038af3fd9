import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

const Task = styled(Paper)(({ theme }) => ({
  ...theme.typography.body2,
  padding: theme.spacing(1.5),
}));

export default function BasicStack() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
      <Task variant="outlined">Draft the release notes</Task>
      <Task variant="outlined">Review Aiko’s pull request</Task>
      <Task variant="outlined">Book the venue for the team offsite</Task>
    </Stack>
  );
}
