import { Slider, sliderClasses } from '@mui/base/Slider';
import { styled, useTheme } from '@mui/system';

export default function TrackSlider() {
  // Slider ignores the page's direction: with isRtl, the minimum sits on the right in right-to-left pages.
  const isRtl = useTheme().direction === 'rtl';
  return (
    <Stack>
      <Caption id="track-normal">Normal: the track fills up to the thumb</Caption>
      <StyledSlider isRtl={isRtl} aria-labelledby="track-normal" defaultValue={30} />
      <Caption id="track-inverted">Inverted: the track fills from the thumb to the end</Caption>
      <StyledSlider isRtl={isRtl} aria-labelledby="track-inverted" track="inverted" defaultValue={30} />
      <Caption id="track-false">No track</Caption>
      <StyledSlider isRtl={isRtl} aria-labelledby="track-false" track={false} defaultValue={30} />
    </Stack>
  );
}

const Stack = styled('div')({ width: '100%', maxWidth: 320, font: '0.8125rem system-ui, sans-serif' });
const Caption = styled('p')({ margin: '8px 0 0' });

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
  // `track` adds a class to the root; hide or recolor the track element from there.
  [`&.${sliderClasses.trackFalse} .${sliderClasses.track}`]: { display: 'none' },
  [`&.${sliderClasses.trackInverted} .${sliderClasses.rail}`]: { opacity: 1 },
  [`&.${sliderClasses.trackInverted} .${sliderClasses.track}`]: {
    backgroundColor: '#cbd5e1',
    ...theme.applyStyles('dark', { backgroundColor: '#334155' }),
  },
}));
