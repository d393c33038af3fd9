import { Slider, sliderClasses } from '@mui/base/Slider';
import { styled, useTheme } from '@mui/system';

const sizes = [
  { value: 0, label: 'XS' },
  { value: 25, label: 'S' },
  { value: 50, label: 'M' },
  { value: 75, label: 'L' },
  { value: 100, label: 'XL' },
];

const sizeName = (value: number) => sizes.find((size) => size.value === value)?.label ?? '';

export default function CustomMarks() {
  // Slider ignores the page's direction: with isRtl, the minimum sits on the right in right-to-left pages.
  const isRtl = useTheme().direction === 'rtl';
  return (
    <Box>
      {/* `step={null}` lets the thumb stop on the marks only. */}
      <StyledSlider
        isRtl={isRtl}
        aria-label="T-shirt size"
        getAriaValueText={sizeName}
        defaultValue={50}
        step={null}
        marks={sizes}
      />
    </Box>
  );
}

const Box = styled('div')({ width: '100%', maxWidth: 320, paddingInline: 12 });

const StyledSlider = styled(Slider)(({ theme }) => ({
  position: 'relative',
  display: 'inline-block',
  boxSizing: 'content-box',
  width: '100%',
  height: 4,
  padding: '16px 0',
  color: '#2563eb',
  cursor: 'pointer',
  touchAction: 'none',
  ...theme.applyStyles('dark', { color: '#60a5fa' }),
  [`&.${sliderClasses.disabled}`]: { cursor: 'default', color: '#94a3b8' },
  [`&.${sliderClasses.marked}`]: { marginBottom: 16 },
  [`& .${sliderClasses.rail}, & .${sliderClasses.track}`]: {
    position: 'absolute',
    top: '50%',
    height: 4,
    borderRadius: 2,
    translate: '0 -50%',
    backgroundColor: 'currentColor',
  },
  [`& .${sliderClasses.rail}`]: { width: '100%', opacity: 0.3 },
  [`& .${sliderClasses.thumb}`]: {
    position: 'absolute',
    top: '50%',
    width: 18,
    height: 18,
    boxSizing: 'border-box',
    borderRadius: '50%',
    border: '2px solid currentColor',
    backgroundColor: '#ffffff',
    transform: 'translate(-50%, -50%)',
    transition: 'box-shadow 120ms',
    ...theme.applyStyles('dark', { backgroundColor: '#0f172a' }),
  },
  [`& .${sliderClasses.thumb}:hover, & .${sliderClasses.active}`]: {
    boxShadow: '0 0 0 6px color-mix(in srgb, currentColor 20%, transparent)',
  },
  [`& .${sliderClasses.focusVisible}`]: { outline: '3px solid #93c5fd', outlineOffset: 2 },
  [`& .${sliderClasses.mark}`]: {
    position: 'absolute',
    top: '50%',
    width: 6,
    height: 6,
    borderRadius: '50%',
    backgroundColor: '#94a3b8',
    transform: 'translate(-50%, -50%)',
  },
  [`& .${sliderClasses.markActive}`]: { backgroundColor: '#dbeafe' },
  [`& .${sliderClasses.markLabel}`]: {
    position: 'absolute',
    top: 'calc(50% + 14px)',
    transform: 'translateX(-50%)',
    font: '0.75rem system-ui, sans-serif',
    color: '#64748b',
    whiteSpace: 'nowrap',
    ...theme.applyStyles('dark', { color: '#94a3b8' }),
  },
}));
