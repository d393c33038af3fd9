import Card from '@mui/joy/Card';
import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function DividerInset() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {([undefined, 'context'] as const).map((inset) => (
        <Card key={inset ?? 'default'} variant="outlined" sx={{ width: 220 }}>
          <Typography level="title-md">Invoice #2024-031</Typography>
          {/* inset="context" cancels the Card's padding so the line touches both edges. */}
          <Divider inset={inset} />
          <Typography level="body-sm">{inset ? 'inset="context"' : 'Default inset'}</Typography>
        </Card>
      ))}
    </Stack>
  );
}
