import * as React from 'react';
import ButtonGroup from '@mui/material/ButtonGroup';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';

const formats = ['Export as PDF', 'Export as CSV', 'Export as Excel workbook'] as const;
type Format = (typeof formats)[number];

export default function SplitButton() {
  const menuId = React.useId();
  const groupRef = React.useRef<HTMLDivElement>(null);
  const [anchorEl, setAnchorEl] = React.useState<HTMLDivElement | null>(null);
  const [selected, setSelected] = React.useState<Format>('Export as PDF');
  const [lastExport, setLastExport] = React.useState('');
  const open = Boolean(anchorEl);

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <ButtonGroup ref={groupRef} variant="contained" aria-label="Export the report">
        {/* The main part runs the option chosen last. */}
        <Button onClick={() => setLastExport(selected)}>{selected}</Button>
        <Button
          size="small"
          aria-label="Choose an export format"
          aria-haspopup="menu"
          aria-controls={open ? menuId : undefined}
          aria-expanded={open ? 'true' : undefined}
          onClick={() => setAnchorEl(groupRef.current)}
        >
          <ArrowDropDownIcon />
        </Button>
      </ButtonGroup>
      <Menu
        id={menuId}
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        // Open below the whole group, as wide as the group.
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{ paper: { sx: { minWidth: anchorEl?.offsetWidth } } }}
      >
        {formats.map((format) => (
          <MenuItem
            key={format}
            selected={format === selected}
            onClick={() => {
              setSelected(format);
              setAnchorEl(null);
            }}
          >
            {format}
          </MenuItem>
        ))}
      </Menu>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {lastExport ? `Started: ${lastExport}` : 'No export started yet.'}
      </Typography>
    </Stack>
  );
}
