import Card from '@mui/joy/Card';
import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function DividerInset() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {(['none', 'context'] as const).map((inset) => (
        <Card key={inset} variant="outlined" sx={{ width: 220 }}>
          <Typography level="title-md">Invoice #2024-031</Typography>
          {/* inset="context" (what a Card gives a Divider child by default) cancels the Card's padding
              so the line touches both edges; inset="none" keeps it inside the padding. */}
          <Divider inset={inset} />
          <Typography level="body-sm">{`inset="${inset}"`}</Typography>
        </Card>
      ))}
    </Stack>
  );
}
