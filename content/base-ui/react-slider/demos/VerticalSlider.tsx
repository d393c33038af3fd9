import { Slider, sliderClasses } from '@mui/base/Slider';
import { styled } from '@mui/system';

const bands = [
  { label: 'Bass', value: 65 },
  { label: 'Mid', value: 45 },
  { label: 'Treble', value: 55 },
];

export default function VerticalSlider() {
  return (
    <Row>
      {bands.map((band) => (
        <Column key={band.label}>
          <StyledSlider orientation="vertical" aria-label={band.label} defaultValue={band.value} />
          <span>{band.label}</span>
        </Column>
      ))}
    </Row>
  );
}

const Row = styled('div')({ display: 'flex', gap: 32, height: 180, font: '0.8125rem system-ui, sans-serif' });
const Column = styled('div')({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12 });

// The same styles as the horizontal slider, turned around under the `base-Slider-vertical` class.
const VerticalStyles = {
  [`&.${sliderClasses.vertical}`]: {
    width: 4,
    height: '100%',
    padding: '0 16px',
    [`& .${sliderClasses.rail}, & .${sliderClasses.track}`]: { top: 'auto', left: 0, right: 0, width: 4, margin: '0 auto', translate: 'none' },
    [`& .${sliderClasses.rail}`]: { height: '100%' },
    [`& .${sliderClasses.thumb}`]: { top: 'auto', left: 0, right: 0, margin: '0 auto', translate: '0 50%' },
  },
};

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
    translate: '-50% -50%',
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
    translate: '-50% -50%',
  },
  [`& .${sliderClasses.markActive}`]: { backgroundColor: '#dbeafe' },
  [`& .${sliderClasses.markLabel}`]: {
    position: 'absolute',
    top: 'calc(50% + 14px)',
    translate: '-50% 0',
    font: '0.75rem system-ui, sans-serif',
    color: '#64748b',
    whiteSpace: 'nowrap',
    ...theme.applyStyles('dark', { color: '#94a3b8' }),
  },
  ...VerticalStyles,
}));
