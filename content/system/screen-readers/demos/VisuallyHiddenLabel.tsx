import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';

const actions = [
  { label: 'Edit invoice #1042', icon: <EditIcon fontSize="small" /> },
  { label: 'Delete invoice #1042', icon: <DeleteIcon fontSize="small" /> },
];

// The icons are all a sighted user needs; the hidden text is the button's name for screen readers.
export default function VisuallyHiddenLabel() {
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      {actions.map((action) => (
        <Box
          key={action.label}
          component="button"
          type="button"
          sx={{ display: 'grid', placeItems: 'center', width: 40, height: 40, p: 0, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', color: 'text.primary', cursor: 'pointer' }}
        >
          {action.icon}
          <Box component="span" sx={visuallyHidden}>
            {action.label}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
