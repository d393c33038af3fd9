import Box from '@mui/material/Box';

const replies = [
  { author: 'Noor', text: 'The new checkout flow is live.', mine: false },
  { author: 'You', text: 'Great, I will watch the error rates today.', mine: true },
];

// `marginInlineStart` and `paddingInline` follow the writing direction: start is left in English, right in Arabic.
export default function LogicalSpacing() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, maxWidth: 400 }}>
      {replies.map((reply) => (
        <Box
          key={reply.text}
          sx={{
            marginInlineStart: reply.mine ? 6 : 0,
            marginInlineEnd: reply.mine ? 0 : 6,
            paddingInline: 2,
            paddingBlock: 1,
            borderRadius: 2,
            bgcolor: reply.mine ? 'primary.main' : 'action.selected',
            color: reply.mine ? 'primary.contrastText' : 'text.primary',
          }}
        >
          <Box sx={{ typography: 'caption', fontWeight: 'bold' }}>{reply.author}</Box>
          <Box sx={{ typography: 'body2' }}>{reply.text}</Box>
        </Box>
      ))}
    </Box>
  );
}
