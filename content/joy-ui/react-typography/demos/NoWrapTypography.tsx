import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const caption = 'Sunrise over the harbour, taken from the lighthouse on the first clear morning of spring';

export default function NoWrapTypography() {
  return (
    <Box sx={{ width: 260, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <div>
        <Typography level="title-sm" gutterBottom>
          Wrapped (default)
        </Typography>
        <Typography level="body-sm">{caption}</Typography>
      </div>
      <div>
        <Typography level="title-sm" gutterBottom>
          noWrap
        </Typography>
        <Typography level="body-sm" noWrap title={caption}>
          {caption}
        </Typography>
      </div>
      <div>
        <Typography level="title-sm" gutterBottom>
          Two lines, then an ellipsis
        </Typography>
        <Typography
          level="body-sm"
          sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {caption}
        </Typography>
      </div>
    </Box>
  );
}
