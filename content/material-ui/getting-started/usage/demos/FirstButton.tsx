import Button from '@mui/material/Button';

export default function FirstButton() {
  return <Button variant="contained">Hello world</Button>;
}
