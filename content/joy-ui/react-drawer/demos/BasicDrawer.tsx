import * as React from 'react';
import Button from '@mui/joy/Button';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import DialogTitle from '@mui/joy/DialogTitle';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';

const pages = ['Dashboard', 'Orders', 'Customers', 'Reports', 'Settings'];

export default function BasicDrawer() {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Open navigation
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)}>
        {/* ModalClose reads onClose from the Drawer: no handler needed here. */}
        <ModalClose aria-label="Close" />
        <DialogTitle>Northwind</DialogTitle>
        <List component="nav" aria-label="Main">
          {pages.map((page, index) => (
            <ListItem key={page}>
              <ListItemButton selected={index === 0} onClick={() => setOpen(false)}>
                {page}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Drawer>
    </React.Fragment>
  );
}
