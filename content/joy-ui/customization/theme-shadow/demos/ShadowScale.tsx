import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const scale = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

export default function ShadowScale() {
  return (
    <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap', justifyContent: 'center', py: 2 }}>
      {scale.map((token) => (
        <Sheet key={token} sx={{ width: 88, height: 88, borderRadius: 'md', boxShadow: token, display: 'grid', placeItems: 'center' }}>
          <Typography level="title-sm">{token}</Typography>
        </Sheet>
      ))}
    </Stack>
  );
}
