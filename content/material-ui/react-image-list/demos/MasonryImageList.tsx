import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';

// Draws a landscape as an inline SVG: the demo makes no network request.
function photo(sky: string, land: string, sun: string, height = 200) {
  const h = (share: number) => Math.round(height * share);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 ${height}"><rect width="300" height="${height}" fill="${sky}"/><circle cx="215" cy="${h(0.3)}" r="24" fill="${sun}"/><path d="M0 ${height}V${h(0.65)}L80 ${h(0.4)}L150 ${h(0.7)}L210 ${h(0.5)}L300 ${h(0.75)}V${height}Z" fill="${land}"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

// Photos of different heights: portrait, square and landscape.
const photos = [
  { title: 'Pine forest', place: 'Oregon', src: photo('#d8e2dc', '#2d6a4f', '#ffffff', 400), height: 400 },
  { title: 'Red dunes', place: 'Namibia', src: photo('#f4a259', '#bc4b28', '#fde4b2', 200), height: 200 },
  { title: 'Waterfall', place: 'Iceland', src: photo('#bde0fe', '#344e41', '#ffffff', 300), height: 300 },
  { title: 'Desert night', place: 'Atacama', src: photo('#14213d', '#02040f', '#e5e5e5', 250), height: 250 },
  { title: 'Lighthouse', place: 'Maine', src: photo('#ffc8dd', '#3d405b', '#fff8f0', 420), height: 420 },
  { title: 'Sea cliffs', place: 'Ireland', src: photo('#a8dadc', '#1d3557', '#f1faee', 220), height: 220 },
  { title: 'Lavender hills', place: 'Provence', src: photo('#cdb4db', '#6a4c93', '#ffeedd', 320), height: 320 },
  { title: 'Salt flats', place: 'Bolivia', src: photo('#dbe7f0', '#8a9bb0', '#ffffff', 180), height: 180 },
];

export default function MasonryImageList() {
  return (
    <ImageList variant="masonry" cols={3} gap={8} sx={{ width: 480, maxWidth: '100%' }}>
      {photos.map((item) => (
        <ImageListItem key={item.title}>
          <img src={item.src} alt={`${item.title}, ${item.place}`} width={300} height={item.height} />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
