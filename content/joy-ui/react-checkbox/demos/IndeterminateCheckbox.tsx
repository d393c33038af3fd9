import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';

const permissions = ['View reports', 'Export reports', 'Schedule reports'];

export default function IndeterminateCheckbox() {
  const [checked, setChecked] = React.useState([true, false, false]);
  const all = checked.every(Boolean);
  const some = checked.some(Boolean);

  return (
    <div>
      {/* Some but not all children checked: the parent is indeterminate (aria-checked="mixed"). */}
      <Checkbox
        label="All report permissions"
        checked={all}
        indeterminate={some && !all}
        onChange={(event) => setChecked(permissions.map(() => event.target.checked))}
      />
      <Box role="group" aria-label="Report permissions" sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 1, ml: 3 }}>
        {permissions.map((permission, index) => (
          <Checkbox
            key={permission}
            label={permission}
            checked={checked[index] ?? false}
            onChange={(event) =>
              setChecked((current) => current.map((value, i) => (i === index ? event.target.checked : value)))
            }
          />
        ))}
      </Box>
    </div>
  );
}
