import * as React from 'react';
import Box from '@mui/material/Box';
import usePagination from '@mui/material/usePagination';

export default function UsePaginationList() {
  // The hook does the math; you render whatever markup you like.
  const { items } = usePagination({ count: 9, defaultPage: 4 });

  return (
    <nav aria-label="Search results pages">
      <Box
        component="ul"
        sx={{ display: 'flex', gap: 1, listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap' }}
      >
        {items.map(({ page, type, selected, ...item }, index) => {
          let children: React.ReactNode;
          if (type === 'start-ellipsis' || type === 'end-ellipsis') {
            children = (
              <Box component="span" sx={{ px: 1 }}>
                …
              </Box>
            );
          } else if (type === 'page') {
            children = (
              <Box
                component="button"
                type="button"
                {...item}
                sx={{
                  minWidth: 36,
                  py: 0.5,
                  font: 'inherit',
                  fontWeight: selected ? 700 : 400,
                  border: 1,
                  borderColor: selected ? 'primary.main' : 'divider',
                  borderRadius: 1,
                  bgcolor: selected ? 'primary.main' : 'transparent',
                  color: selected ? 'primary.contrastText' : 'text.primary',
                  cursor: 'pointer',
                }}
              >
                {page}
              </Box>
            );
          } else {
            children = (
              <Box
                component="button"
                type="button"
                {...item}
                sx={{
                  font: 'inherit',
                  px: 1,
                  py: 0.5,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  bgcolor: 'transparent',
                  color: item.disabled ? 'text.disabled' : 'text.primary',
                  cursor: item.disabled ? 'default' : 'pointer',
                }}
              >
                {type === 'previous' ? 'Previous' : 'Next'}
              </Box>
            );
          }
          return <li key={index}>{children}</li>;
        })}
      </Box>
    </nav>
  );
}
