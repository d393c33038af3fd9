import * as React from 'react';
import Button from '@mui/material/Button';
import Slide, { type SlideProps } from '@mui/material/Slide';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

type Direction = NonNullable<SlideProps['direction']>;

// One transition component per direction, created once, outside the demo.
const slides: Record<Direction, (props: SlideProps) => React.JSX.Element> = {
  left: (props) => <Slide {...props} direction="left" />,
  up: (props) => <Slide {...props} direction="up" />,
  right: (props) => <Slide {...props} direction="right" />,
  down: (props) => <Slide {...props} direction="down" />,
};

export default function SlideDirectionSnackbar() {
  const [open, setOpen] = React.useState(false);
  const [direction, setDirection] = React.useState<Direction>('up');

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
      {(Object.keys(slides) as Direction[]).map((value) => (
        <Button
          key={value}
          variant="outlined"
          onClick={() => {
            setDirection(value);
            setOpen(true);
          }}
        >
          {`Slide ${value}`}
        </Button>
      ))}
      <Snackbar
        key={direction}
        open={open}
        onClose={() => setOpen(false)}
        TransitionComponent={slides[direction]}
        autoHideDuration={2500}
        message={`Slide with direction="${direction}"`}
      />
    </Stack>
  );
}
