import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Grow from '@mui/material/Grow';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';

const languages = ['English', 'Español', 'Français', 'Português'];

export default function ClickAwayPopper() {
  const [open, setOpen] = React.useState(false);
  const [language, setLanguage] = React.useState('English');
  const anchorRef = React.useRef<HTMLButtonElement>(null);

  return (
    <Box sx={{ minHeight: 220 }}>
      <Button
        ref={anchorRef}
        variant="outlined"
        aria-expanded={open}
        onClick={() => setOpen((prev) => !prev)}
      >
        Language: {language}
      </Button>
      <Popper
        open={open}
        anchorEl={anchorRef.current}
        placement="bottom-start"
        transition
        disablePortal
      >
        {({ TransitionProps }) => (
          <Grow {...TransitionProps} style={{ transformOrigin: 'top left' }}>
            <Paper elevation={4} sx={{ mt: 1 }}>
              {/* Inside the Popper, so a click on the list is not a click away. */}
              <ClickAwayListener
                onClickAway={(event) => {
                  if (!anchorRef.current?.contains(event.target as Node)) {
                    setOpen(false);
                  }
                }}
              >
                <List dense aria-label="Languages">
                  {languages.map((name) => (
                    <ListItemButton
                      key={name}
                      selected={name === language}
                      onClick={() => {
                        setLanguage(name);
                        setOpen(false);
                      }}
                    >
                      <ListItemText primary={name} />
                    </ListItemButton>
                  ))}
                </List>
              </ClickAwayListener>
            </Paper>
          </Grow>
        )}
      </Popper>
    </Box>
  );
}
