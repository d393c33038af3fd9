import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';

const topics = ['React', 'TypeScript', 'Accessibility', 'CSS', 'Testing', 'Design systems', 'Performance', 'Node.js'];

export default function WrapList() {
  const [picked, setPicked] = React.useState<string[]>(['React', 'Accessibility']);

  return (
    <div>
      <Typography id="topics-label" level="title-sm" sx={{ mb: 1.5 }}>
        Topics you follow
      </Typography>
      {/* wrap lets a horizontal list break onto new lines; --List-gap spaces the items. */}
      <List orientation="horizontal" wrap aria-labelledby="topics-label" sx={{ '--List-gap': '8px', '--ListItem-radius': '20px', maxWidth: 420 }}>
        {topics.map((topic) => {
          const checked = picked.includes(topic);
          return (
            <ListItem key={topic}>
              <Checkbox
                overlay
                disableIcon
                variant="soft"
                color={checked ? 'primary' : 'neutral'}
                label={topic}
                checked={checked}
                onChange={() =>
                  setPicked((prev) => (checked ? prev.filter((t) => t !== topic) : [...prev, topic]))
                }
              />
            </ListItem>
          );
        })}
      </List>
    </div>
  );
}
