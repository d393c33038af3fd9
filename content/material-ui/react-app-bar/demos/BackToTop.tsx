import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import Zoom from '@mui/material/Zoom';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';

const terms = [
  ['Accession number', 'The unique number a library gives each item when it arrives.'],
  ['Call number', 'The code on the spine that tells you where the book lives on the shelf.'],
  ['Colophon', 'A note at the end of a book about how and where it was printed.'],
  ['Endpapers', 'The sheets glued inside the covers that join them to the pages.'],
  ['Folio', 'A page number, or a book made of sheets folded once.'],
  ['Gutter', 'The inner margins where two facing pages meet at the binding.'],
  ['Recto', 'The right-hand page of an open book; the left one is the verso.'],
  ['Signature', 'A group of pages printed on one sheet, folded and sewn together.'],
];

export default function BackToTop() {
  const [root, setRoot] = React.useState<HTMLDivElement | null>(null);
  const frameWindow = root?.ownerDocument.defaultView ?? undefined;
  const showButton = useScrollTrigger({ target: frameWindow, disableHysteresis: true, threshold: 100 });
  const topId = React.useId();

  const scrollToTop = () => {
    root?.ownerDocument.getElementById(topId)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  };

  return (
    <Box ref={setRoot}>
      <AppBar>
        <Toolbar>
          <Typography variant="h6" component="div">
            Glossary of bookbinding
          </Typography>
        </Toolbar>
      </AppBar>
      {/* The scroll target: the button brings this anchor back into view. */}
      <Toolbar id={topId} />
      <Box component="dl" sx={{ p: 2, m: 0 }}>
        {[...terms, ...terms].map(([term, definition], index) => (
          <React.Fragment key={index}>
            <Typography component="dt" variant="subtitle2">{term}</Typography>
            <Typography component="dd" sx={{ mb: 2, ml: 0 }}>{definition}</Typography>
          </React.Fragment>
        ))}
      </Box>
      <Zoom in={showButton}>
        <Fab size="small" color="primary" aria-label="Back to top" onClick={scrollToTop} sx={{ position: 'fixed', bottom: 16, right: 16 }}>
          <KeyboardArrowUpIcon />
        </Fab>
      </Zoom>
    </Box>
  );
}
