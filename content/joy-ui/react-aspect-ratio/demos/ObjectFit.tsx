import AspectRatio from '@mui/joy/AspectRatio';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

// A tall 2:3 picture drawn as an inline SVG data URL.
const poster = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="300" viewBox="0 0 200 300"><rect width="200" height="300" fill="#0f766e"/><circle cx="100" cy="110" r="50" fill="#fbbf24"/><path d="M0 300 L70 190 L120 250 L160 210 L200 260 V300Z" fill="#134e4a"/></svg>',
)}`;

export default function ObjectFit() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {(['cover', 'contain'] as const).map((fit) => (
        <div key={fit}>
          {/* objectFit decides how a picture of another shape fills the box. */}
          <AspectRatio ratio="4/3" objectFit={fit} variant="outlined" sx={{ width: 200, borderRadius: 'sm' }}>
            <img src={poster} alt="Sun setting over green hills" />
          </AspectRatio>
          <Typography level="body-xs" sx={{ mt: 0.5 }}>
            {`objectFit="${fit}"`}
          </Typography>
        </div>
      ))}
    </Stack>
  );
}
