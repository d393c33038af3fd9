import Box from '@mui/material/Box';
import Masonry from '@mui/lab/Masonry';
import Typography from '@mui/material/Typography';

// Each "photo" is an inline SVG with its own aspect ratio, so the demo makes no network request.
function illustration(width: number, height: number, sky: string, hill: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${sky}"/><circle cx="${width * 0.7}" cy="${height * 0.3}" r="${width * 0.08}" fill="#fff8e1"/><path d="M0 ${height}V${height * 0.7}Q${width * 0.3} ${height * 0.45} ${width * 0.6} ${height * 0.68}T${width} ${height * 0.6}V${height}Z" fill="${hill}"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const photos = [
  { title: 'Harbor at dusk', width: 300, height: 400, src: illustration(300, 400, '#f4a261', '#264653') },
  { title: 'Tea fields', width: 300, height: 200, src: illustration(300, 200, '#caf0f8', '#52796f') },
  { title: 'Canyon trail', width: 300, height: 300, src: illustration(300, 300, '#ffb703', '#9c4221') },
  { title: 'Snow line', width: 300, height: 450, src: illustration(300, 450, '#bde0fe', '#e9f5ff') },
  { title: 'Olive grove', width: 300, height: 220, src: illustration(300, 220, '#e9edc9', '#606c38') },
  { title: 'Night market', width: 300, height: 360, src: illustration(300, 360, '#22223b', '#4a4e69') },
  { title: 'Dune sea', width: 300, height: 260, src: illustration(300, 260, '#ffe8d6', '#cb997e') },
  { title: 'Pine ridge', width: 300, height: 380, src: illustration(300, 380, '#a8dadc', '#1b4332') },
];

export default function ImageMasonry() {
  return (
    <Masonry columns={{ xs: 2, sm: 3, md: 4 }} spacing={1}>
      {photos.map((photo) => (
        <Box component="figure" key={photo.title}>
          <img
            src={photo.src}
            alt={photo.title}
            // width and height reserve the right space before the image loads.
            width={photo.width}
            height={photo.height}
            style={{ display: 'block', width: '100%', height: 'auto', borderRadius: 4 }}
          />
          <Typography component="figcaption" variant="caption" sx={{ display: 'block', py: 0.5 }}>
            {photo.title}
          </Typography>
        </Box>
      ))}
    </Masonry>
  );
}
