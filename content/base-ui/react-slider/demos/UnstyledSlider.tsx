import { Slider, sliderClasses } from '@mui/base/Slider';
import { styled, useTheme } from '@mui/system';

export default function UnstyledSlider() {
  // Slider ignores the page's direction: with isRtl, the minimum sits on the right in right-to-left pages.
  const isRtl = useTheme().direction === 'rtl';
  return (
    <Stack>
      <StyledSlider isRtl={isRtl} aria-label="Volume" defaultValue={40} />
      <StyledSlider isRtl={isRtl} aria-label="Volume (disabled)" defaultValue={70} disabled />
    </Stack>
  );
}

const Stack = styled('div')({ width: '100%', maxWidth: 320, display: 'flex', flexDirection: 'column', gap: 16 });

// Base UI positions the track and thumbs with inline styles; everything else is up to you.
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
