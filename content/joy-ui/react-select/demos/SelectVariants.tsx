import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';

const variants = ['outlined', 'soft', 'solid', 'plain'] as const;

export default function SelectVariants() {
  return (
    <Stack spacing={1.5} sx={{ width: 240 }}>
      {variants.map((variant) => (
        <Select key={variant} variant={variant} placeholder={`Variant: ${variant}`} aria-label={`${variant} select`}>
          <Option value="en">English</Option>
          <Option value="fr">French</Option>
          <Option value="ja">Japanese</Option>
        </Select>
      ))}
    </Stack>
  );
}
