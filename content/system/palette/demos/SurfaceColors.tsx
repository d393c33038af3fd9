import Box from '@mui/material/Box';

const tasks = [
  { title: 'Review pull request #482', due: 'Today' },
  { title: 'Update the onboarding guide', due: 'Tomorrow' },
  { title: 'Plan the Q3 roadmap', due: 'Friday' },
];

// background.*, text.*, divider and action.* switch with the color scheme: toggle the site's dark mode.
export default function SurfaceColors() {
  return (
    <Box sx={{ bgcolor: 'background.default', p: 2, borderRadius: 2, width: 1, maxWidth: 420 }}>
      <Box sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {tasks.map((task, index) => (
          <Box
            key={task.title}
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              gap: 2,
              px: 2,
              py: 1.5,
              borderTop: index === 0 ? 0 : 1,
              borderColor: 'divider',
              '&:hover': { bgcolor: 'action.hover' },
            }}
          >
            <Box sx={{ color: 'text.primary', typography: 'body2' }}>{task.title}</Box>
            <Box sx={{ color: 'text.secondary', typography: 'caption', whiteSpace: 'nowrap' }}>{task.due}</Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
