import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';
import { styled } from '@mui/system';

const Item = styled('div')({
  padding: '8px 12px',
  borderRadius: 4,
  border: '1px solid rgba(46, 125, 50, 0.5)',
  backgroundColor: 'rgba(46, 125, 50, 0.1)',
  fontFamily: 'system-ui, sans-serif',
});

const tags = ['react', 'typescript', 'css', 'accessibility', 'testing', 'performance', 'design systems'];

export default function FlexGapStack() {
  return (
    <Box sx={{ display: 'grid', gap: 3, width: 320, fontFamily: 'system-ui, sans-serif' }}>
      <div>
        <strong>Without useFlexGap</strong>
        {/* Margins only go on the left of each item: wrapped rows touch, and lines start indented. */}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', mt: 1 }}>
          {tags.map((tag) => (
            <Item key={tag}>{tag}</Item>
          ))}
        </Stack>
      </div>
      <div>
        <strong>With useFlexGap</strong>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
          {tags.map((tag) => (
            <Item key={tag}>{tag}</Item>
          ))}
        </Stack>
      </div>
    </Box>
  );
}
