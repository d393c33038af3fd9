import * as React from 'react';
import Grid from '@mui/material/Grid2';
import Input from '@mui/material/Input';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import OpacityIcon from '@mui/icons-material/Opacity';

export default function InputSlider() {
  const [opacity, setOpacity] = React.useState<number | ''>(70);

  const handleInputChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setOpacity(event.target.value === '' ? '' : Number(event.target.value));
  };

  // Bring typed values that are out of range back inside it when the field loses focus.
  const handleBlur = () => {
    if (opacity === '' || opacity < 0) setOpacity(0);
    else if (opacity > 100) setOpacity(100);
  };

  return (
    <Grid container spacing={2} sx={{ width: 300, alignItems: 'center' }}>
      <Grid size={12}>
        <Typography id="layer-opacity-label">Layer opacity</Typography>
      </Grid>
      <Grid>
        <OpacityIcon aria-hidden />
      </Grid>
      <Grid size="grow">
        <Slider
          aria-labelledby="layer-opacity-label"
          value={typeof opacity === 'number' ? opacity : 0}
          onChange={(event, value) => setOpacity(value as number)}
        />
      </Grid>
      <Grid>
        <Input
          value={opacity}
          size="small"
          onChange={handleInputChange}
          onBlur={handleBlur}
          endAdornment="%"
          inputProps={{ step: 5, min: 0, max: 100, type: 'number', 'aria-labelledby': 'layer-opacity-label' }}
          sx={{ width: 64 }}
        />
      </Grid>
    </Grid>
  );
}
