import * as React from 'react';
import Alert, { type AlertProps } from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

type Variant = NonNullable<AlertProps['variant']>;

export default function AlertVariants() {
  const [variant, setVariant] = React.useState<Variant>('filled');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={variant}
        onChange={(_event, next: Variant | null) => next && setVariant(next)}
        aria-label="Alert variant"
      >
        <ToggleButton value="standard">Standard</ToggleButton>
        <ToggleButton value="filled">Filled</ToggleButton>
        <ToggleButton value="outlined">Outlined</ToggleButton>
      </ToggleButtonGroup>
      <Alert variant={variant} severity="success">
        Backup finished: 1,204 files copied.
      </Alert>
      <Alert variant={variant} severity="info">
        A new version of the app is available.
      </Alert>
      <Alert variant={variant} severity="warning">
        Your storage is 90% full.
      </Alert>
      <Alert variant={variant} severity="error">
        The upload failed because the file is larger than 25 MB.
      </Alert>
    </Stack>
  );
}
