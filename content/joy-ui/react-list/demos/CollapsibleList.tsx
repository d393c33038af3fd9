import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import FolderRounded from '@mui/icons-material/FolderRounded';
import InsertDriveFileRounded from '@mui/icons-material/InsertDriveFileRounded';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';

const tree = [
  { folder: 'src', files: ['App.tsx', 'index.tsx', 'theme.ts'] },
  { folder: 'public', files: ['favicon.svg', 'robots.txt'] },
];

export default function CollapsibleList() {
  const [open, setOpen] = React.useState<string[]>(['src']);
  const id = React.useId();
  const toggle = (name: string) =>
    setOpen((prev) => (prev.includes(name) ? prev.filter((n) => n !== name) : [...prev, name]));

  return (
    <List size="sm" aria-label="Project files" sx={{ maxWidth: 260, '--List-nestedInsetStart': '1.5rem' }}>
      {tree.map(({ folder, files }) => {
        const expanded = open.includes(folder);
        return (
          <ListItem nested key={folder}>
            {/* A native <button>: ListItemButton's default <div> only gets role="button" once the page hydrates. */}
            <ListItemButton
              component="button"
              aria-expanded={expanded}
              aria-controls={expanded ? `${id}-${folder}` : undefined}
              onClick={() => toggle(folder)}
            >
              <ListItemDecorator>
                <FolderRounded />
              </ListItemDecorator>
              {folder}
              <KeyboardArrowDown
                sx={{
                  marginInlineStart: 'auto',
                  transition: 'transform 0.2s',
                  // A closed folder's arrow points toward the reading direction.
                  transform: expanded ? 'none' : 'rotate(-90deg)',
                  '[dir="rtl"] &': { transform: expanded ? 'none' : 'rotate(90deg)' },
                }}
              />
            </ListItemButton>
            {expanded && (
              <List id={`${id}-${folder}`}>
                {files.map((file) => (
                  <ListItem key={file}>
                    <ListItemDecorator>
                      <InsertDriveFileRounded />
                    </ListItemDecorator>
                    {file}
                  </ListItem>
                ))}
              </List>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}
