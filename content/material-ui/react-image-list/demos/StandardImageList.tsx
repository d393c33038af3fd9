import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';

// Draws a landscape as an inline SVG: the demo makes no network request.
function photo(sky: string, land: string, sun: string, height = 200) {
  const h = (share: number) => Math.round(height * share);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 ${height}"><rect width="300" height="${height}" fill="${sky}"/><circle cx="215" cy="${h(0.3)}" r="24" fill="${sun}"/><path d="M0 ${height}V${h(0.65)}L80 ${h(0.4)}L150 ${h(0.7)}L210 ${h(0.5)}L300 ${h(0.75)}V${height}Z" fill="${land}"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const photos = [
  { title: 'Dawn over the fjord', place: 'Norway', src: photo('#f6c28b', '#3b5566', '#fff1d6') },
  { title: 'Red dunes', place: 'Namibia', src: photo('#f4a259', '#bc4b28', '#fde4b2') },
  { title: 'Alpine lake', place: 'Switzerland', src: photo('#8ecae6', '#2a6f4e', '#ffffff') },
  { title: 'Rice terraces', place: 'Bali', src: photo('#c7e9b0', '#4f772d', '#fefae0') },
  { title: 'Desert night', place: 'Atacama', src: photo('#14213d', '#02040f', '#e5e5e5') },
  { title: 'Autumn ridge', place: 'Vermont', src: photo('#ffd6a5', '#9c2c13', '#fff3e0') },
  { title: 'Sea cliffs', place: 'Ireland', src: photo('#a8dadc', '#1d3557', '#f1faee') },
  { title: 'Lavender hills', place: 'Provence', src: photo('#cdb4db', '#6a4c93', '#ffeedd') },
  { title: 'Salt flats', place: 'Bolivia', src: photo('#dbe7f0', '#8a9bb0', '#ffffff') },
];

export default function StandardImageList() {
  return (
    <ImageList cols={3} rowHeight={140} sx={{ width: 480, maxWidth: '100%' }}>
      {photos.map((item) => (
        <ImageListItem key={item.title}>
          <img src={item.src} alt={`${item.title}, ${item.place}`} width={300} height={200} />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
