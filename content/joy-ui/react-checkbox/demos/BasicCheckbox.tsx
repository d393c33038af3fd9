import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';

export default function BasicCheckbox() {
  return (
    <Stack spacing={1.5}>
      {/* `label` renders a <label> tied to the checkbox: clicking the text toggles it. */}
      <Checkbox label="Email me a receipt" defaultChecked />
      <Checkbox label="Save this card for next time" />
      <Checkbox label="Gift wrapping (unavailable)" disabled />
    </Stack>
  );
}
