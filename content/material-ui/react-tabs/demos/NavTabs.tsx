import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const pages = [
  { label: 'Dashboard', href: 'dashboard', text: 'Dashboard: 4 invoices are due this week.' },
  { label: 'Invoices', href: 'invoices', text: 'Invoices: 128 sent, 9 overdue.' },
  { label: 'Customers', href: 'customers', text: 'Customers: 56 active accounts.' },
];

export default function NavTabs() {
  const [value, setValue] = React.useState(0);
  const id = React.useId();

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
        {pages.map((item, index) => (
          <Tab
            key={item.href}
            component="a"
            href={item.href}
            label={item.label}
            id={`${id}-tab-${index}`}
            aria-current={value === index ? 'page' : undefined}
            // Tabs still renders role="tab": the current tab controls the region that shows its page.
            aria-controls={value === index ? `${id}-page` : undefined}
            // In a real app your router changes the page; here the click is only recorded.
            onClick={(event: React.MouseEvent<HTMLAnchorElement>) => event.preventDefault()}
          />
        ))}
      </Tabs>
      {/* Stands in for the page the router would show. */}
      <Typography role="tabpanel" id={`${id}-page`} aria-labelledby={`${id}-tab-${value}`} sx={{ p: 2 }}>
        {pages[value]?.text}
      </Typography>
    </Box>
  );
}
