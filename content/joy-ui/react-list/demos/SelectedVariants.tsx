import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const plans = ['Starter', 'Team', 'Business'];
const styles = [
  { variant: 'soft', color: 'primary' },
  { variant: 'solid', color: 'success' },
  { variant: 'outlined', color: 'neutral' },
] as const;

export default function SelectedVariants() {
  const [plan, setPlan] = React.useState('Team');

  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {styles.map(({ variant, color }) => (
        <div key={variant}>
          <Typography level="body-xs">
            {variant} / {color}
          </Typography>
          <List aria-label={`Plans, ${variant}`} sx={{ minWidth: 140, '--ListItem-radius': '6px' }}>
            {plans.map((name) => (
              <ListItem key={name}>
                {/* The variant and color apply only to the selected button. */}
                <ListItemButton
                  selected={plan === name}
                  variant={plan === name ? variant : 'plain'}
                  color={plan === name ? color : 'neutral'}
                  onClick={() => setPlan(name)}
                >
                  {name}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </div>
      ))}
    </Stack>
  );
}
