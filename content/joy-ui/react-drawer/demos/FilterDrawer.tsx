import * as React from 'react';
import Button from '@mui/joy/Button';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import DialogTitle from '@mui/joy/DialogTitle';
import DialogContent from '@mui/joy/DialogContent';
import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import RadioGroup from '@mui/joy/RadioGroup';
import Radio from '@mui/joy/Radio';
import TuneRounded from '@mui/icons-material/TuneRounded';

const amenities = ['Wi-Fi', 'Kitchen', 'Free parking', 'Pool'];

export default function FilterDrawer() {
  const [open, setOpen] = React.useState(false);
  const [type, setType] = React.useState('any');
  const [selected, setSelected] = React.useState<string[]>(['Wi-Fi']);

  const toggle = (item: string) =>
    setSelected((prev) => (prev.includes(item) ? prev.filter((x) => x !== item) : [...prev, item]));

  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" startDecorator={<TuneRounded />} onClick={() => setOpen(true)}>
        Filters{selected.length > 0 ? ` (${selected.length})` : ''}
      </Button>
      <Drawer anchor="right" size="md" variant="plain" open={open} onClose={() => setOpen(false)}>
        <ModalClose aria-label="Close" />
        <DialogTitle>Filters</DialogTitle>
        <Divider />
        <DialogContent sx={{ p: 2, gap: 3 }}>
          <FormControl>
            <FormLabel id="place-type">Type of place</FormLabel>
            <RadioGroup aria-labelledby="place-type" value={type} onChange={(e) => setType(e.target.value)}>
              <Radio value="any" label="Any type" />
              <Radio value="room" label="Private room" />
              <Radio value="home" label="Entire home" />
            </RadioGroup>
          </FormControl>
          <FormControl role="group" aria-labelledby="amenities">
            <FormLabel id="amenities">Amenities</FormLabel>
            <Stack spacing={1} sx={{ mt: 1 }}>
              {amenities.map((item) => (
                <Checkbox key={item} label={item} checked={selected.includes(item)} onChange={() => toggle(item)} />
              ))}
            </Stack>
          </FormControl>
        </DialogContent>
        <Divider />
        <Stack direction="row" sx={{ p: 2, justifyContent: 'space-between' }}>
          <Button
            variant="plain"
            color="neutral"
            onClick={() => {
              setType('any');
              setSelected([]);
            }}
          >
            Clear
          </Button>
          <Button onClick={() => setOpen(false)}>Show results</Button>
        </Stack>
      </Drawer>
    </React.Fragment>
  );
}
