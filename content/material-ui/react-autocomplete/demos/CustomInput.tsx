import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';

const timeZones = ['America/New_York', 'America/Sao_Paulo', 'Europe/London', 'Europe/Berlin', 'Africa/Lagos', 'Asia/Kolkata', 'Asia/Tokyo', 'Australia/Sydney'];

export default function CustomInput() {
  return (
    <Autocomplete
      id="autocomplete-custom-input"
      options={timeZones}
      sx={{ display: 'inline-block' }}
      // Any input works: attach InputProps.ref to the element the popup anchors to,
      // and spread inputProps (value, handlers, ARIA attributes, ref) on the <input> itself.
      renderInput={(params) => (
        <div ref={params.InputProps.ref}>
          <Box component="label" htmlFor={params.id} sx={{ display: 'block', mb: 0.5, typography: 'body2' }}>
            Time zone
          </Box>
          <Box
            component="input"
            type="text"
            {...params.inputProps}
            sx={{
              width: 220,
              px: 1.5,
              py: 1,
              font: 'inherit',
              color: 'text.primary',
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              '&:focus': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
            }}
          />
        </div>
      )}
    />
  );
}
