import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Slide from '@mui/material/Slide';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';

const paragraphs = [
  'Day 1. We left Porto at dawn and followed the Douro east, past terraced vineyards.',
  'Day 2. A ferry crossing at Régua, then a long climb to the village of Provesende.',
  'Day 3. Rain all morning. We waited it out in a café that sold only custard tarts.',
  'Day 4. The river narrows; the railway hugs the cliffs on the other bank.',
  'Day 5. Pinhão. Tiled station walls show the harvest as it looked a century ago.',
  'Day 6. A rest day: swimming in the river and repairing a flat tire.',
  'Day 7. Through almond orchards in bloom to Barca d’Alva, the last village before Spain.',
  'Day 8. The slow train back west along the river, every tunnel a few seconds of night.',
  'Day 9. Back in Porto, a cellar tour on the Gaia side of the bridge.',
  'Day 10. Grilled sardines for lunch in Matosinhos, then a nap on the beach.',
  'Day 11. Washing the bikes and packing them into their boxes for the flight.',
  'Day 12. Home, with a bottle of olive oil wrapped in a rain jacket.',
];

export default function HideAppBar() {
  // The demo runs in an iframe: listen to the scroll of the window that holds it.
  const [root, setRoot] = React.useState<HTMLDivElement | null>(null);
  const trigger = useScrollTrigger({ target: root?.ownerDocument.defaultView ?? undefined });

  return (
    <Box ref={setRoot}>
      {/* Slides up when the reader scrolls down, back in when they scroll up. */}
      <Slide appear={false} direction="down" in={!trigger}>
        <AppBar>
          <Toolbar>
            <Typography variant="h6" component="div">
              Cycling the Douro valley
            </Typography>
          </Toolbar>
        </AppBar>
      </Slide>
      {/* An empty Toolbar keeps the first lines from hiding under the fixed bar. */}
      <Toolbar />
      <Box sx={{ p: 2 }}>
        {paragraphs.map((text, index) => (
          <Typography key={index} sx={{ mb: 2 }}>
            {text}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
