import * as React from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import PhoneIcon from '@mui/icons-material/Phone';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import VideocamOutlinedIcon from '@mui/icons-material/VideocamOutlined';

export default function IconPositionTabs() {
  const [value, setValue] = React.useState(0);

  return (
    <Tabs
      value={value}
      onChange={(_event, newValue: number) => setValue(newValue)}
      variant="scrollable"
      scrollButtons="auto"
      aria-label="Contact channels"
    >
      <Tab icon={<PhoneIcon />} iconPosition="top" label="Call" />
      <Tab icon={<MailOutlineIcon />} iconPosition="start" label="Email" />
      <Tab icon={<ChatBubbleOutlineIcon />} iconPosition="end" label="Chat" />
      <Tab icon={<VideocamOutlinedIcon />} iconPosition="bottom" label="Video" />
    </Tabs>
  );
}
