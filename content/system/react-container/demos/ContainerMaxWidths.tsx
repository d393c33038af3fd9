import * as React from 'react';
import Box from '@mui/system/Box';
import Container, { type ContainerProps } from '@mui/system/Container';

const options = ['xs', 'sm', 'md', 'lg', 'xl', 'false'] as const;

export default function ContainerMaxWidths() {
  const [value, setValue] = React.useState<(typeof options)[number]>('xs');
  const maxWidth: ContainerProps['maxWidth'] = value === 'false' ? false : value;
  const id = React.useId();

  return (
    <Box sx={{ minHeight: '100vh', py: 2, fontFamily: 'system-ui, sans-serif' }}>
      <Container maxWidth={maxWidth} sx={{ py: 2, bgcolor: 'rgba(46, 125, 50, 0.12)' }}>
        <label htmlFor={id}>maxWidth </label>
        <select id={id} value={value} onChange={(event) => setValue(event.target.value as typeof value)}>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <Box component="p" sx={{ mb: 0 }}>
          This container stops growing at the <code>{value}</code> breakpoint
          {value === 'xs' && ' (444px, since xs is 0)'}
          {value === 'false' && ': never, it always fills the frame'}. Resize the window to compare.
        </Box>
      </Container>
    </Box>
  );
}
