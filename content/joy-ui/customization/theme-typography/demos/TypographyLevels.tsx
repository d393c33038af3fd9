import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { TypographySystem } from '@mui/joy/styles';

const levels: Array<{ level: keyof TypographySystem; text: string }> = [
  { level: 'h1', text: 'Quarterly report' },
  { level: 'h2', text: 'Revenue by region' },
  { level: 'h3', text: 'Europe' },
  { level: 'h4', text: 'Retail partners' },
  { level: 'title-lg', text: 'Top five stores' },
  { level: 'title-md', text: 'Lisbon, Baixa' },
  { level: 'title-sm', text: 'Opened March 2021' },
  { level: 'body-lg', text: 'Sales grew for the third quarter in a row.' },
  { level: 'body-md', text: 'Most of the growth came from returning customers.' },
  { level: 'body-sm', text: 'Figures are in euros, before tax.' },
  { level: 'body-xs', text: 'Source: point-of-sale exports, 30 September' },
];

export default function TypographyLevels() {
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      {levels.map(({ level, text }) => (
        <Stack key={level} direction="row" spacing={2} sx={{ alignItems: 'baseline' }}>
          <Typography level="body-xs" sx={{ width: 64, flexShrink: 0, fontFamily: 'code' }}>
            {level}
          </Typography>
          {/* Samples, not headings of this page: each level renders as a paragraph. */}
          <Typography level={level} component="p">
            {text}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
