import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function Step2Fields() {
  return (
    <Sheet variant="outlined" sx={{ width: '100%', maxWidth: 440, mx: 'auto', p: 3, borderRadius: 'md', boxShadow: 'sm' }}>
      <Typography level="h4" component="h2">
        Account settings
      </Typography>
      <Typography level="body-sm" sx={{ mt: 0.5 }}>
        Update your profile and choose what we email you about.
      </Typography>
      <Divider sx={{ my: 2 }} />
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {/* FormControl connects the label to its field: no ids to write by hand. */}
          <FormControl sx={{ flex: 1, minWidth: 0 }}>
            <FormLabel>First name</FormLabel>
            <Input name="firstName" defaultValue="Amara" />
          </FormControl>
          <FormControl sx={{ flex: 1, minWidth: 0 }}>
            <FormLabel>Last name</FormLabel>
            <Input name="lastName" defaultValue="Okafor" />
          </FormControl>
        </Stack>
        <FormControl>
          <FormLabel>Email</FormLabel>
          <Input name="email" type="email" defaultValue="amara@example.com" />
        </FormControl>
        <FormControl>
          <FormLabel>Language</FormLabel>
          <Select name="language" defaultValue="en">
            <Option value="en">English</Option>
            <Option value="fr">Français</Option>
            <Option value="pt">Português</Option>
          </Select>
        </FormControl>
      </Stack>
    </Sheet>
  );
}
