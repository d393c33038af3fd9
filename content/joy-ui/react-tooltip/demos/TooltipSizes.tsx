import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Tooltip from '@mui/joy/Tooltip';

export default function TooltipSizes() {
  return (
    <Stack direction="row" spacing={1}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Tooltip key={size} title={`A ${size} tooltip`} size={size} describeChild>
          <Button variant="soft">{size}</Button>
        </Tooltip>
      ))}
    </Stack>
  );
}
