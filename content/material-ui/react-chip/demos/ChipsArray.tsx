import * as React from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const initialSkills = ['React', 'TypeScript', 'GraphQL', 'Accessibility', 'Design systems', 'Testing'];

export default function ChipsArray() {
  const [skills, setSkills] = React.useState(initialSkills);
  const listRef = React.useRef<HTMLUListElement>(null);
  const focusIndex = React.useRef<number | null>(null);

  const handleDelete = (skill: string, index: number) => () => {
    focusIndex.current = index;
    setSkills((current) => current.filter((item) => item !== skill));
  };

  // After a removal, move focus to the chip that took its place, so keyboard users keep their spot.
  React.useEffect(() => {
    if (focusIndex.current === null) return;
    const chips = listRef.current?.querySelectorAll<HTMLElement>('.MuiChip-root');
    chips?.[Math.min(focusIndex.current, chips.length - 1)]?.focus();
    focusIndex.current = null;
  }, [skills]);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', width: '100%', maxWidth: 420 }}>
      <Paper
        ref={listRef}
        variant="outlined"
        component="ul"
        aria-label="Skills"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 1, m: 0, width: '100%', minHeight: 50 }}
      >
        {skills.map((skill, index) => (
          <li key={skill}>
            <Chip label={skill} onDelete={handleDelete(skill, index)} />
          </li>
        ))}
      </Paper>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" aria-live="polite">
          {skills.length} of {initialSkills.length} skills
        </Typography>
        <Button size="small" onClick={() => setSkills(initialSkills)} disabled={skills.length === initialSkills.length}>
          Reset
        </Button>
      </Stack>
    </Stack>
  );
}
