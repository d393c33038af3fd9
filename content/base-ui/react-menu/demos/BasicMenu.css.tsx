import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';

// Plain CSS on Base UI's class names. The menu is rendered in a portal, so the rules are not
// nested under the demo. `Canvas` and `CanvasText` follow the page's light or dark color scheme.
const css = `
.account-menu-stack { display: flex; align-items: center; gap: 16px; flex-wrap: wrap; }

.account-menu-button {
  font: 600 0.875rem/1.5 system-ui, sans-serif;
  padding: 8px 16px;
  border-radius: 8px;
  border: 1px solid rgba(100, 116, 139, 0.5);
  background-color: Canvas;
  color: CanvasText;
  cursor: pointer;
}
.account-menu-button.base--expanded { border-color: #2563eb; }
.account-menu-button:focus-visible { outline: 3px solid #93c5fd; outline-offset: 2px; }

.account-menu .base-Menu-listbox {
  font: 0.875rem/1.5 system-ui, sans-serif;
  min-width: 180px;
  margin: 6px 0;
  padding: 6px;
  list-style: none;
  border-radius: 10px;
  outline: 0;
  border: 1px solid rgba(100, 116, 139, 0.35);
  background-color: Canvas;
  color: CanvasText;
  box-shadow: 0 8px 24px rgba(15, 23, 42, 0.18);
}
.account-menu .base-MenuItem-root { padding: 6px 10px; border-radius: 6px; cursor: default; user-select: none; }
.account-menu .base-MenuItem-root:focus { outline: 0; background-color: rgba(100, 116, 139, 0.18); }
.account-menu .base-MenuItem-root.base--focusVisible { outline: 2px solid #60a5fa; outline-offset: -2px; }
`;

export default function BasicMenu() {
  const [lastAction, setLastAction] = React.useState('none yet');

  const createHandler = (action: string) => () => setLastAction(action);

  return (
    <div className="account-menu-stack">
      <style>{css}</style>
      <Dropdown>
        <MenuButton className="account-menu-button">My account</MenuButton>
        <Menu className="account-menu">
          <MenuItem onClick={createHandler('Profile')}>Profile</MenuItem>
          <MenuItem onClick={createHandler('Billing')}>Billing</MenuItem>
          <MenuItem onClick={createHandler('Log out')}>Log out</MenuItem>
        </Menu>
      </Dropdown>
      <p>Last action: {lastAction}</p>
    </div>
  );
}
