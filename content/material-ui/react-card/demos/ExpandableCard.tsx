import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CardMedia from '@mui/material/CardMedia';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import ShareIcon from '@mui/icons-material/Share';

const trail = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 160"><rect width="320" height="160" fill="#a8dadc"/><path d="M0 160 L70 60 L130 120 L200 40 L320 150 V160 Z" fill="#457b9d"/><path d="M0 160 L110 110 L190 150 L260 100 L320 130 V160 Z" fill="#1d3557"/></svg>',
)}`;

export default function ExpandableCard() {
  const [expanded, setExpanded] = React.useState(false);
  const detailsId = React.useId();

  return (
    <Card sx={{ maxWidth: 360 }}>
      <CardHeader
        avatar={<Avatar sx={{ bgcolor: 'success.main' }}>MR</Avatar>}
        action={
          <IconButton aria-label="More options for this trail">
            <MoreVertIcon />
          </IconButton>
        }
        title="Ridge loop, Mount Tamalpais"
        titleTypographyProps={{ component: 'h3' }}
        subheader="Posted by Maya Rivera · June 14"
      />
      <CardMedia component="img" height="160" image={trail} alt="Layered hills under a pale sky" />
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          11 km loop, 520 m of climbing. Best in the morning before the fog burns off.
        </Typography>
      </CardContent>
      <CardActions disableSpacing>
        <IconButton aria-label="Save trail">
          <BookmarkBorderIcon />
        </IconButton>
        <IconButton aria-label="Share trail">
          <ShareIcon />
        </IconButton>
        <IconButton
          aria-label={expanded ? 'Hide directions' : 'Show directions'}
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded(!expanded)}
          sx={(theme) => ({
            ml: 'auto',
            transform: expanded ? 'rotate(180deg)' : 'none',
            transition: theme.transitions.create('transform'),
          })}
        >
          <ExpandMoreIcon />
        </IconButton>
      </CardActions>
      <Collapse in={expanded} timeout="auto" unmountOnExit id={detailsId}>
        <CardContent>
          <Typography variant="subtitle2" component="h4" gutterBottom>
            Directions
          </Typography>
          <Typography variant="body2" component="ol" sx={{ pl: 2, m: 0 }}>
            <li>Start at the Pantoll ranger station and take the Matt Davis trail west.</li>
            <li>At the fire road, turn right and climb to the ridge.</li>
            <li>Follow the ridge east, then drop back down the Old Mine trail.</li>
          </Typography>
        </CardContent>
      </Collapse>
    </Card>
  );
}
