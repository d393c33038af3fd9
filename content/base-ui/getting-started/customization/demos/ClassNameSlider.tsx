import { Slider, sliderClasses } from '@mui/base/Slider';
import { styled, useTheme } from '@mui/system';

export default function ClassNameSlider() {
  // Slider ignores the page's direction: isRtl puts the minimum on the right in right-to-left pages.
  const isRtl = useTheme().direction === 'rtl';
  return (
    <Box>
      <span id="volume-label">Volume</span>
      <VolumeSlider isRtl={isRtl} aria-labelledby="volume-label" defaultValue={60} />
    </Box>
  );
}

const Box = styled('div')({ width: '100%', maxWidth: 320, display: 'grid', gap: 8 });

// Each slot has its own class (`base-Slider-rail`, `-track`, `-thumb`), and state classes
// (`base--active`, `base--focusVisible`) mark the thumb being dragged or focused.
const VolumeSlider = styled(Slider)(({ theme }) => {
  const accent = theme.palette.mode === 'dark' ? '#38bdf8' : '#0284c7';
  return {
    position: 'relative',
    display: 'block',
    width: '100%',
    height: 6,
    padding: '12px 0',
    cursor: 'pointer',
    touchAction: 'none',
    [`& .${sliderClasses.rail}`]: {
      position: 'absolute', width: '100%', height: 6, borderRadius: 3,
      background: theme.palette.mode === 'dark' ? '#334155' : '#cbd5e1',
    },
    [`& .${sliderClasses.track}`]: { position: 'absolute', height: 6, borderRadius: 3, background: accent },
    [`& .${sliderClasses.thumb}`]: {
      position: 'absolute', width: 18, height: 18, marginLeft: -9, marginTop: -6,
      borderRadius: '50%', background: accent, border: '3px solid #ffffff', boxSizing: 'border-box',
      transition: 'transform 120ms',
    },
    [`& .${sliderClasses.thumb}.${sliderClasses.active}`]: { transform: 'scale(1.25)' },
    [`& .${sliderClasses.thumb}.${sliderClasses.focusVisible}`]: {
      outline: `3px solid ${accent}`, outlineOffset: 2,
    },
  };
});
