import * as React from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import PhoneIcon from '@mui/icons-material/Phone';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import VideocamOutlinedIcon from '@mui/icons-material/VideocamOutlined';

const channels = [
  { label: 'Call', icon: <PhoneIcon />, position: 'top', text: '+1 555 0142, weekdays from 8:00 to 18:00.' },
  { label: 'Email', icon: <MailOutlineIcon />, position: 'start', text: 'help@example.com, answered within a day.' },
  { label: 'Chat', icon: <ChatBubbleOutlineIcon />, position: 'end', text: 'Live chat, around the clock.' },
  { label: 'Video', icon: <VideocamOutlinedIcon />, position: 'bottom', text: 'Book a 15-minute video call.' },
] as const;

export default function IconPositionTabs() {
  const [value, setValue] = React.useState(0);
  const id = React.useId();

  return (
    <div>
      <Tabs
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label="Contact channels"
      >
        {channels.map((channel, index) => (
          <Tab
            key={channel.label}
            icon={channel.icon}
            iconPosition={channel.position}
            label={channel.label}
            id={`${id}-tab-${index}`}
            aria-controls={`${id}-panel-${index}`}
          />
        ))}
      </Tabs>
      {channels.map((channel, index) => (
        <div
          key={channel.label}
          role="tabpanel"
          hidden={value !== index}
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
        >
          {value === index && <Typography sx={{ p: 2 }}>{channel.text}</Typography>}
        </div>
      ))}
    </div>
  );
}
