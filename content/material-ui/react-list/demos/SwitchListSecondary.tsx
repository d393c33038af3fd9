import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import BluetoothIcon from '@mui/icons-material/Bluetooth';
import WifiIcon from '@mui/icons-material/Wifi';

export default function SwitchListSecondary() {
  const [enabled, setEnabled] = React.useState(['wifi']);
  const idPrefix = React.useId();

  const settings = [
    { key: 'wifi', label: 'Wi-Fi', icon: <WifiIcon /> },
    { key: 'bluetooth', label: 'Bluetooth', icon: <BluetoothIcon /> },
  ];

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 360 }}>
      <List subheader={<ListSubheader>Connections</ListSubheader>}>
        {settings.map((setting) => (
          <ListItem
            key={setting.key}
            secondaryAction={
              <Switch
                edge="end"
                checked={enabled.includes(setting.key)}
                onChange={(event) =>
                  setEnabled((current) =>
                    event.target.checked ? [...current, setting.key] : current.filter((key) => key !== setting.key),
                  )
                }
                inputProps={{ 'aria-labelledby': `${idPrefix}-${setting.key}` }}
              />
            }
          >
            <ListItemIcon>{setting.icon}</ListItemIcon>
            <ListItemText id={`${idPrefix}-${setting.key}`} primary={setting.label} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
