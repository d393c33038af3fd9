import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import FaceIcon from '@mui/icons-material/Face';
import FlightIcon from '@mui/icons-material/Flight';
import HotelIcon from '@mui/icons-material/Hotel';

const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#c8e6c9"/><circle cx="32" cy="26" r="13" fill="#4e342e"/><circle cx="32" cy="29" r="10" fill="#e0ac69"/><path d="M10 64c2-13 11-20 22-20s20 7 22 20z" fill="#4e342e"/></svg>',
)}`;

export default function AvatarChips() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1}>
        <Chip avatar={<Avatar>RS</Avatar>} label="Ravi Shankar" />
        <Chip avatar={<Avatar alt="Leonie Weber" src={photo} />} label="Leonie Weber" variant="outlined" />
      </Stack>
      <Stack direction="row" spacing={1}>
        <Chip icon={<FlightIcon />} label="Flights" color="primary" />
        <Chip icon={<HotelIcon />} label="Hotels" variant="outlined" color="primary" />
        {/* An icon can take its own color; by default it follows the chip. */}
        <Chip icon={<FaceIcon color="secondary" />} label="Guides" variant="outlined" />
      </Stack>
    </Stack>
  );
}
