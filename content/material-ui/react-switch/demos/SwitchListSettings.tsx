import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import BluetoothIcon from '@mui/icons-material/Bluetooth';
import WifiIcon from '@mui/icons-material/Wifi';

const settings = [
  { key: 'wifi', label: 'Wi-Fi', detail: 'Home network', icon: <WifiIcon /> },
  { key: 'bluetooth', label: 'Bluetooth', detail: 'Headphones connected', icon: <BluetoothIcon /> },
];

export default function SwitchListSettings() {
  const [enabled, setEnabled] = React.useState<string[]>(['wifi']);

  const toggle = (key: string) => () => {
    setEnabled((current) => (current.includes(key) ? current.filter((item) => item !== key) : [...current, key]));
  };

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 360 }}>
      <List>
        {settings.map((setting) => {
          const labelId = `switch-list-${setting.key}`;
          return (
            <ListItem
              key={setting.key}
              // `edge="end"` lines the switch up with the list's padding.
              secondaryAction={
                <Switch
                  edge="end"
                  checked={enabled.includes(setting.key)}
                  onChange={toggle(setting.key)}
                  inputProps={{ role: 'switch', 'aria-labelledby': labelId }}
                />
              }
            >
              <ListItemIcon>{setting.icon}</ListItemIcon>
              <ListItemText id={labelId} primary={setting.label} secondary={setting.detail} />
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
