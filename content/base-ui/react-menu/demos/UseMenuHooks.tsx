import * as React from 'react';
import { useDropdown, DropdownContext } from '@mui/base/useDropdown';
import { useMenuButton } from '@mui/base/useMenuButton';
import { useMenu, MenuProvider } from '@mui/base/useMenu';
import { useMenuItem } from '@mui/base/useMenuItem';
import { styled } from '@mui/system';

function Trigger({ children }: { children: React.ReactNode }) {
  const { getRootProps } = useMenuButton();
  return <TriggerButton {...getRootProps()}>{children}</TriggerButton>;
}

function Items({ children }: { children: React.ReactNode }) {
  const { contextValue, getListboxProps, open } = useMenu();
  // No Popup here: the list sits in the page flow and is hidden when closed.
  return (
    <List {...getListboxProps()} hidden={!open}>
      <MenuProvider value={contextValue}>{children}</MenuProvider>
    </List>
  );
}

function Item({ children, onClick }: { children: React.ReactNode; onClick?: () => void }) {
  const ref = React.useRef<HTMLLIElement>(null);
  const { getRootProps, highlighted } = useMenuItem({ rootRef: ref });
  return (
    <ItemRoot {...getRootProps({ onClick })} data-highlighted={highlighted}>
      {children}
    </ItemRoot>
  );
}

export default function UseMenuHooks() {
  const { contextValue } = useDropdown();
  const [theme, setTheme] = React.useState('System');

  return (
    <DropdownContext.Provider value={contextValue}>
      <Anchor>
        <Trigger>Theme: {theme}</Trigger>
        <Items>
          {['Light', 'Dark', 'System'].map((option) => (
            <Item key={option} onClick={() => setTheme(option)}>
              {option}
            </Item>
          ))}
        </Items>
      </Anchor>
    </DropdownContext.Provider>
  );
}

const Anchor = styled('div')({ minHeight: 160 });

const TriggerButton = styled('button')({
  font: '600 0.875rem/1.5 system-ui, sans-serif',
  padding: '8px 16px',
  borderRadius: 999,
  border: 'none',
  backgroundColor: '#0f766e',
  color: '#ffffff',
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #5eead4', outlineOffset: 2 },
});

const List = styled('ul')(({ theme }) => ({
  width: 160,
  margin: '6px 0 0',
  padding: 6,
  listStyle: 'none',
  font: '0.875rem/1.5 system-ui, sans-serif',
  borderRadius: 10,
  outline: 0,
  border: `1px solid ${theme.palette.mode === 'dark' ? '#115e59' : '#99f6e4'}`,
  backgroundColor: theme.palette.mode === 'dark' ? '#042f2e' : '#ffffff',
  color: theme.palette.mode === 'dark' ? '#ccfbf1' : '#134e4a',
}));

const ItemRoot = styled('li')(({ theme }) => ({
  padding: '6px 10px',
  borderRadius: 6,
  cursor: 'default',
  outline: 0,
  '&[data-highlighted="true"]': { backgroundColor: theme.palette.mode === 'dark' ? '#115e59' : '#ccfbf1' },
}));
