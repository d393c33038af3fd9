import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Zoom from '@mui/material/Zoom';
import EditIcon from '@mui/icons-material/Edit';
import EventIcon from '@mui/icons-material/Event';
import PersonAddIcon from '@mui/icons-material/PersonAdd';

const sections = [
  { label: 'Inbox', text: '3 unread messages from the design team.', action: 'Compose a message', icon: <EditIcon />, color: 'primary' },
  { label: 'Contacts', text: '128 people, 4 added this week.', action: 'Add a contact', icon: <PersonAddIcon />, color: 'secondary' },
  { label: 'Calendar', text: 'Next: sprint review, Thursday at 10:00.', action: 'Create an event', icon: <EventIcon />, color: 'success' },
] as const;

export default function FabZoomTabs() {
  const theme = useTheme();
  const id = React.useId();
  const [tab, setTab] = React.useState(0);
  const current = sections[tab] ?? sections[0];
  const duration = { enter: theme.transitions.duration.enteringScreen, exit: theme.transitions.duration.leavingScreen };

  return (
    <Box sx={{ position: 'relative', width: '100%', minHeight: 200, maxWidth: 480, mx: 'auto', bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Tabs value={tab} onChange={(event, next: number) => setTab(next)} variant="fullWidth" aria-label="Mail app sections">
        {sections.map((section, index) => (
          <Tab key={section.label} label={section.label} id={`${id}-tab-${index}`} aria-controls={`${id}-panel-${index}`} />
        ))}
      </Tabs>
      <Typography role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`} sx={{ p: 3 }}>
        {current.text}
      </Typography>
      {sections.map((section, index) => (
        // Each tab owns a FAB. The new one waits for the old one to leave before it zooms in.
        <Zoom
          key={section.label}
          in={tab === index}
          timeout={duration}
          style={{ transitionDelay: `${tab === index ? duration.exit : 0}ms` }}
          unmountOnExit
        >
          <Fab color={section.color} aria-label={section.action} sx={{ position: 'absolute', bottom: 16, right: 16 }}>
            {section.icon}
          </Fab>
        </Zoom>
      ))}
    </Box>
  );
}
