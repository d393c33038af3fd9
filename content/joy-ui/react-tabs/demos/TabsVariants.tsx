import Stack from '@mui/joy/Stack';
import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import Typography from '@mui/joy/Typography';

const variants = ['plain', 'outlined', 'soft', 'solid'] as const;

export default function TabsVariants() {
  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 420 }}>
      {variants.map((variant) => (
        <div key={variant}>
          <Typography level="body-xs" sx={{ mb: 1 }}>
            {variant}
          </Typography>
          <Tabs defaultValue={0} sx={{ bgcolor: 'transparent' }}>
            <TabList aria-label={`${variant} tabs`} disableUnderline>
              {/* The selected tab shows the variant's "active" style. */}
              <Tab variant={variant} color="neutral" disableIndicator>
                Inbox
              </Tab>
              <Tab variant={variant} color="neutral" disableIndicator>
                Sent
              </Tab>
              <Tab variant={variant} color="neutral" disableIndicator>
                Archive
              </Tab>
            </TabList>
          </Tabs>
        </div>
      ))}
    </Stack>
  );
}
