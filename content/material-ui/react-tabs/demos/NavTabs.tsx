import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const pages = [
  { label: 'Dashboard', href: 'dashboard' },
  { label: 'Invoices', href: 'invoices' },
  { label: 'Customers', href: 'customers' },
];

export default function NavTabs() {
  const [value, setValue] = React.useState(0);

  return (
    <Box sx={{ width: '100%' }}>
      {/* role="navigation": these tabs are links to pages, not panels of one page. */}
      <Tabs
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
        aria-label="Billing pages"
        variant="scrollable"
        scrollButtons="auto"
        role="navigation"
      >
        {pages.map((page, index) => (
          <Tab
            key={page.href}
            component="a"
            href={page.href}
            label={page.label}
            aria-current={value === index ? 'page' : undefined}
            // In a real app your router changes the page; here the click is only recorded.
            onClick={(event: React.MouseEvent<HTMLAnchorElement>) => event.preventDefault()}
          />
        ))}
      </Tabs>
    </Box>
  );
}
