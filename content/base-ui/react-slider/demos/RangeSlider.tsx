import * as React from 'react';
import { Slider, sliderClasses } from '@mui/base/Slider';
import { styled, useTheme } from '@mui/system';

const formatPrice = (value: number) => `$${value}`;

export default function RangeSlider() {
  // Slider ignores the page's direction: with isRtl, the minimum sits on the right in right-to-left pages.
  const isRtl = useTheme().direction === 'rtl';
  // An array value gives the slider one thumb per entry.
  const [price, setPrice] = React.useState<[number, number]>([40, 120]);

  return (
    <Box>
      <Label id="price-range-label">
        Price: {formatPrice(price[0])} – {formatPrice(price[1])}
      </Label>
      <StyledSlider
        isRtl={isRtl}
        aria-labelledby="price-range-label"
        getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
        getAriaValueText={formatPrice}
        value={price}
        onChange={(_event, newValue) => setPrice(newValue as [number, number])}
        min={0}
        max={200}
        step={5}
        disableSwap
      />
    </Box>
  );
}

const Box = styled('div')({ width: '100%', maxWidth: 320 });
const Label = styled('p')({ margin: 0, font: '600 0.875rem system-ui, sans-serif' });

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
