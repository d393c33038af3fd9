import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

type Sort = 'newest' | 'price-asc' | 'price-desc' | 'rating';

export default function ControlledSelect() {
  const [sort, setSort] = React.useState<Sort | null>('newest');
  return (
    <Stack spacing={1} sx={{ width: 240 }}>
      <FormControl>
        <FormLabel>Sort by</FormLabel>
        {/* onChange receives the event and the new value (not event.target.value). */}
        <Select value={sort} onChange={(_event, newValue) => setSort(newValue)}>
          <Option value="newest">Newest first</Option>
          <Option value="price-asc">Price: low to high</Option>
          <Option value="price-desc">Price: high to low</Option>
          <Option value="rating">Best rated</Option>
        </Select>
      </FormControl>
      <Typography level="body-sm">Value: {sort ?? 'null'}</Typography>
    </Stack>
  );
}
