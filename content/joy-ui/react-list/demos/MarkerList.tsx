import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';

export default function MarkerList() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
      <div>
        <Typography level="title-sm">Before you start</Typography>
        <List marker="disc">
          <ListItem>A GitHub account</ListItem>
          <ListItem>Node.js 18 or later</ListItem>
          <ListItem>About 20 minutes</ListItem>
        </List>
      </div>
      <div>
        <Typography level="title-sm">Steps</Typography>
        {/* An ordered list should render as <ol> so the numbers are announced too. */}
        <List component="ol" marker="decimal">
          <ListItem>Fork the repository</ListItem>
          <ListItem>Install the dependencies</ListItem>
          <ListItem>Open a pull request</ListItem>
        </List>
      </div>
    </Box>
  );
}
