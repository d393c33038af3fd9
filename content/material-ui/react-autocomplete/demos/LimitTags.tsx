import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const recipients = ['Amara Okafor', 'Bruno Lefèvre', 'Chen Wei', 'Dana Kowalski', 'Elif Demir', 'Farah Haddad', 'Gustavo Reis'];

export default function LimitTags() {
  return (
    <Autocomplete
      id="autocomplete-limit-tags"
      multiple
      // Show two chips while the field is not focused, then "+3".
      limitTags={2}
      getLimitTagsText={(more) => `+${more} more`}
      options={recipients}
      defaultValue={recipients.slice(0, 5)}
      sx={{ width: 480, maxWidth: '100%' }}
      renderInput={(params) => <TextField {...params} label="Recipients" />}
    />
  );
}
