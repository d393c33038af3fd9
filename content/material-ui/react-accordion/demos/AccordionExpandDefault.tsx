import Accordion from '@mui/material/Accordion';
import AccordionActions from '@mui/material/AccordionActions';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export default function AccordionExpandDefault() {
  return (
    <Box sx={{ width: '100%' }}>
      <Accordion defaultExpanded>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id="invite-header"
          aria-controls="invite-content"
        >
          Pending invitation
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2">
            Priya Nair invited you to the workspace “Spring catalog”. You will be able to edit
            product pages and see order reports.
          </Typography>
        </AccordionDetails>
        <AccordionActions>
          <Button>Decline</Button>
          <Button variant="contained">Accept</Button>
        </AccordionActions>
      </Accordion>
      <Accordion>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id="history-header"
          aria-controls="history-content"
        >
          Invitation history
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2">You accepted 2 invitations this year.</Typography>
        </AccordionDetails>
      </Accordion>
    </Box>
  );
}
