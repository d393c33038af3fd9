import * as React from 'react';
import { Slider, sliderClasses, type SliderOwnerState, type SliderThumbSlotState } from '@mui/base/Slider';
import { styled, useTheme } from '@mui/system';

// Cold values get a blue thumb, warm ones orange, hot ones red.
function thumbColor(celsius: number) {
  if (celsius < 18) return '#2563eb';
  if (celsius < 24) return '#ea580c';
  return '#dc2626';
}

// A slotProps function runs on every render with the owner state (props and live
// state) and, for the thumb, the state of that thumb. `ownerState.value` is the `value`
// prop, so the slider below is controlled: with only `defaultValue` it would be undefined.
function thumbProps(ownerState: SliderOwnerState, thumb: SliderThumbSlotState) {
  const value = Array.isArray(ownerState.value) ? ownerState.value[thumb.index] : ownerState.value;
  const color = thumbColor(value ?? 20);
  return {
    style: {
      background: color,
      outline: thumb.focused ? `3px solid ${color}` : 'none',
      outlineOffset: 2,
    },
  };
}

export default function OwnerStateSlotProps() {
  // Slider ignores the page's direction: isRtl puts the minimum on the right in right-to-left pages.
  const isRtl = useTheme().direction === 'rtl';
  const [celsius, setCelsius] = React.useState(21);
  return (
    <Box>
      <span id="thermostat-label">Thermostat</span>
      <Thermostat
        isRtl={isRtl}
        aria-labelledby="thermostat-label"
        value={celsius}
        onChange={(event, value) => setCelsius(value as number)}
        min={10}
        max={30}
        getAriaValueText={(celsius) => `${celsius} °C`}
        slotProps={{ thumb: thumbProps }}
      />
    </Box>
  );
}

const Box = styled('div')({ width: '100%', maxWidth: 320, display: 'grid', gap: 8 });

const Thermostat = styled(Slider)({
  position: 'relative', display: 'block', width: '100%', height: 6, padding: '12px 0', touchAction: 'none',
  [`& .${sliderClasses.rail}`]: {
    position: 'absolute', width: '100%', height: 6, borderRadius: 3,
    background: 'linear-gradient(to right, #2563eb, #ea580c, #dc2626)',
  },
  [`& .${sliderClasses.thumb}`]: {
    position: 'absolute', width: 20, height: 20, marginLeft: -10, marginTop: -7,
    borderRadius: '50%', border: '3px solid #ffffff', boxSizing: 'border-box',
  },
});
