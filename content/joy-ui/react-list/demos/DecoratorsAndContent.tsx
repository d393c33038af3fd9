import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';

const team = [
  { name: 'Amara Okafor', role: 'Engineering manager', initials: 'AO', color: 'primary' },
  { name: 'Lucas Ferreira', role: 'Product designer', initials: 'LF', color: 'success' },
  { name: 'Mei Tanaka', role: 'Front-end developer, accessibility lead', initials: 'MT', color: 'warning' },
] as const;

export default function DecoratorsAndContent() {
  return (
    <List variant="outlined" sx={{ borderRadius: 'sm', maxWidth: 360 }}>
      {team.map((person, index) => (
        <React.Fragment key={person.name}>
          {index > 0 && <ListDivider inset="startContent" />}
          <ListItem>
            <ListItemDecorator>
              <Avatar size="sm" color={person.color}>
                {person.initials}
              </Avatar>
            </ListItemDecorator>
            {/* ListItemContent takes the remaining width and truncates long text. */}
            <ListItemContent>
              <Typography level="title-sm">{person.name}</Typography>
              <Typography level="body-sm" noWrap>
                {person.role}
              </Typography>
            </ListItemContent>
          </ListItem>
        </React.Fragment>
      ))}
    </List>
  );
}
