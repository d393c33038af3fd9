import Alert from '@mui/joy/Alert';

export default function BasicAlert() {
  return <Alert sx={{ width: '100%' }}>Your changes are saved as a draft until you publish them.</Alert>;
}
