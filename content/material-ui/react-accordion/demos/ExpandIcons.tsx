import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';

export default function ExpandIcons() {
  return (
    <Box sx={{ width: '100%' }}>
      <Accordion>
        <AccordionSummary
          expandIcon={<ArrowDownwardIcon />}
          id="icons-ingredients-header"
          aria-controls="icons-ingredients-content"
        >
          Ingredients
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2">
            400 g spaghetti, 150 g guanciale, 4 egg yolks, 60 g pecorino, black pepper.
          </Typography>
        </AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary
          expandIcon={<ArrowDropDownIcon />}
          id="icons-method-header"
          aria-controls="icons-method-content"
        >
          Method
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2">
            Crisp the guanciale, whisk yolks with cheese, toss with the hot pasta off the heat.
          </Typography>
        </AccordionDetails>
      </Accordion>
    </Box>
  );
}
