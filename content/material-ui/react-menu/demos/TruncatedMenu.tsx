import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';

const files = [
  'Quarterly revenue forecast for the northern sales region, final version.xlsx',
  'Onboarding checklist.docx',
  'Customer interview transcripts, batch two (anonymized).pdf',
];

export default function TruncatedMenu() {
  return (
    <Paper sx={{ width: 280, maxWidth: '100%' }}>
      <MenuList aria-label="Recent files">
        {files.map((file) => (
          // `title` shows the full name on hover; screen readers read the full text anyway.
          <MenuItem key={file} title={file}>
            <ListItemIcon>
              <DescriptionOutlinedIcon fontSize="small" />
            </ListItemIcon>
            {/* The item is a flex row that never wraps: noWrap on a child truncates with an ellipsis. */}
            <Typography variant="inherit" noWrap>
              {file}
            </Typography>
          </MenuItem>
        ))}
      </MenuList>
    </Paper>
  );
}
