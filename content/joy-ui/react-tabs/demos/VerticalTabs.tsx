import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';
import Typography from '@mui/joy/Typography';

const sections = [
  { label: 'Profile', text: 'Your name, photo and short bio.' },
  { label: 'Notifications', text: 'Choose which emails and push alerts you get.' },
  { label: 'Security', text: 'Password, two-factor sign-in and active sessions.' },
  { label: 'Billing', text: 'Plan, invoices and payment method.' },
];

export default function VerticalTabs() {
  return (
    <Tabs
      orientation="vertical"
      defaultValue={0}
      sx={{ width: '100%', maxWidth: 520, minHeight: 180 }}
    >
      <TabList aria-label="Account settings">
        {sections.map((section) => (
          <Tab key={section.label}>{section.label}</Tab>
        ))}
      </TabList>
      {sections.map((section, index) => (
        <TabPanel key={section.label} value={index}>
          <Typography level="title-md">{section.label}</Typography>
          <Typography level="body-sm">{section.text}</Typography>
        </TabPanel>
      ))}
    </Tabs>
  );
}
