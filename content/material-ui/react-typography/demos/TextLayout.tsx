import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const title = 'The Remarkable Journey of the Arctic Tern Across Two Hemispheres';

export default function TextLayout() {
  return (
    <Box sx={{ width: '100%', maxWidth: 320 }}>
      <Typography variant="h6" component="p" gutterBottom>
        gutterBottom adds space below
      </Typography>
      <Typography variant="body2" gutterBottom>
        The next line is cut off with an ellipsis because it has noWrap:
      </Typography>
      <Typography noWrap sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Typography align="left">align left</Typography>
      <Typography align="center">align center</Typography>
      <Typography align="right">align right</Typography>
      <Typography align="justify" variant="body2" sx={{ mt: 1 }}>
        Justified text stretches each line to both edges of its box. It suits narrow columns of long prose, and
        reads poorly in short lines with long words.
      </Typography>
    </Box>
  );
}
