import * as React from 'react';
import { Slider, sliderClasses } from '@mui/base/Slider';
import { styled, useTheme } from '@mui/system';

// The value label slot is empty by default; passing a component fills it. A custom
// slot component gets the formatted value as `children`, plus `index` and `ownerState`.
const PriceTag = React.forwardRef<HTMLSpanElement, { children?: React.ReactNode; className?: string }>(
  function PriceTag({ children, className }, ref) {
    return (
      <Tag ref={ref} className={className} aria-hidden="true">
        {children}
      </Tag>
    );
  },
);

export default function ReplaceSlot() {
  // Slider ignores the page's direction: isRtl puts the minimum on the right in right-to-left pages.
  const isRtl = useTheme().direction === 'rtl';
  return (
    <Box>
      <span>Price range</span>
      <PriceSlider
        isRtl={isRtl}
        getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
        getAriaValueText={(price) => `$${price}`}
        defaultValue={[40, 180]}
        max={250}
        step={10}
        valueLabelFormat={(price) => `$${price}`}
        slots={{ valueLabel: PriceTag }}
      />
    </Box>
  );
}

const Box = styled('div')({ width: '100%', maxWidth: 320, display: 'grid', gap: 36 });

const Tag = styled('span')({
  position: 'absolute', bottom: 26, left: '50%', transform: 'translateX(-50%)',
  padding: '2px 6px', borderRadius: 6, background: '#047857', color: '#ffffff',
  font: '600 0.75rem/1.4 system-ui, sans-serif', whiteSpace: 'nowrap',
});

const PriceSlider = styled(Slider)(({ theme }) => ({
  position: 'relative', display: 'block', width: '100%', height: 4, padding: '12px 0', touchAction: 'none',
  [`& .${sliderClasses.rail}`]: {
    position: 'absolute', width: '100%', height: 4, borderRadius: 2,
    background: theme.palette.mode === 'dark' ? '#334155' : '#cbd5e1',
  },
  [`& .${sliderClasses.track}`]: { position: 'absolute', height: 4, borderRadius: 2, background: '#059669' },
  [`& .${sliderClasses.thumb}`]: {
    position: 'absolute', width: 16, height: 16, marginLeft: -8, marginTop: -6, borderRadius: '50%',
    background: '#059669', border: '2px solid #ffffff', boxSizing: 'border-box',
  },
  [`& .${sliderClasses.focusVisible}`]: { outline: '3px solid #6ee7b7', outlineOffset: 2 },
}));
