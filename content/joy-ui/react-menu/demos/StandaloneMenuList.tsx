import MenuList from '@mui/joy/MenuList';
import MenuItem from '@mui/joy/MenuItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import DraftsOutlined from '@mui/icons-material/DraftsOutlined';

export default function StandaloneMenuList() {
  return (
    // Always visible: no Dropdown, no button, no popup.
    <MenuList aria-label="Mailbox" sx={{ minWidth: 200, borderRadius: 'sm' }}>
      <MenuItem>
        <ListItemDecorator>
          <InboxOutlined />
        </ListItemDecorator>
        Inbox
      </MenuItem>
      <MenuItem>
        <ListItemDecorator>
          <SendOutlined />
        </ListItemDecorator>
        Sent
      </MenuItem>
      <MenuItem>
        <ListItemDecorator>
          <DraftsOutlined />
        </ListItemDecorator>
        Drafts
      </MenuItem>
    </MenuList>
  );
}
