import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';

const statements = ['October 2024', 'November 2024', 'December 2024'];

export default function GutterlessList() {
  return (
    <Card variant="outlined" sx={{ width: '100%', maxWidth: 360 }}>
      <CardContent>
        <Typography variant="subtitle1" component="p">
          Statements
        </Typography>
        {/* The card already pads its content: disableGutters lines the rows up with the title. */}
        <List aria-label="Statements">
          {statements.map((month) => (
            <ListItem
              key={month}
              disableGutters
              secondaryAction={
                <IconButton edge="end" aria-label={`Download the ${month} statement`}>
                  <DownloadIcon />
                </IconButton>
              }
            >
              <ListItemText primary={month} secondary="PDF, 2 pages" />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
