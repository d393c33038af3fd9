import * as React from 'react';
import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import BluetoothRounded from '@mui/icons-material/BluetoothRounded';
import DarkModeRounded from '@mui/icons-material/DarkModeRounded';
import WifiRounded from '@mui/icons-material/WifiRounded';

const insets = ['context', 'gutter', 'startDecorator', 'startContent'] as const;
const items = [
  { label: 'Wi-Fi', icon: <WifiRounded /> },
  { label: 'Bluetooth', icon: <BluetoothRounded /> },
  { label: 'Dark mode', icon: <DarkModeRounded /> },
];

export default function ListDividers() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 2, width: '100%' }}>
      {insets.map((inset) => (
        <div key={inset}>
          <Typography level="body-xs" sx={{ mb: 1 }}>
            {`inset="${inset}"`}
          </Typography>
          <List variant="outlined" sx={{ borderRadius: 'sm' }}>
            {items.map((item, index) => (
              <React.Fragment key={item.label}>
                {index > 0 && <ListDivider inset={inset} />}
                <ListItem>
                  <ListItemDecorator>{item.icon}</ListItemDecorator>
                  {item.label}
                </ListItem>
              </React.Fragment>
            ))}
          </List>
        </div>
      ))}
    </Box>
  );
}
