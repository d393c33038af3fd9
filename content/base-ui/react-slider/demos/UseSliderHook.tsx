import { useSlider, valueToPercent } from '@mui/base/useSlider';
import { styled, useTheme } from '@mui/system';

export default function UseSliderHook() {
  // With isRtl the hook reports the 'horizontal-reverse' axis, and axisProps place everything from the right.
  const isRtl = useTheme().direction === 'rtl';
  const { getRootProps, getThumbProps, getHiddenInputProps, values, axis, axisProps, trackOffset, trackLeap, focusedThumbIndex } =
    useSlider({ defaultValue: 75, min: 0, max: 100, isRtl });
  const value = values[0] ?? 0;

  return (
    <Box>
      <Label id="layer-opacity">Layer opacity: {value}%</Label>
      <Root {...getRootProps()}>
        <Track style={{ ...axisProps[axis].offset(trackOffset), ...axisProps[axis].leap(trackLeap) }} />
        {/* `data-index` on the thumb and its input tells the hook which value they control. */}
        <Thumb
          {...getThumbProps()}
          data-index={0}
          data-focus-visible={focusedThumbIndex === 0}
          style={axisProps[axis].offset(valueToPercent(value, 0, 100))}
        >
          <input {...getHiddenInputProps()} data-index={0} value={value} aria-labelledby="layer-opacity" />
        </Thumb>
      </Root>
    </Box>
  );
}

const Box = styled('div')({ width: '100%', maxWidth: 320, font: '600 0.875rem system-ui, sans-serif' });
const Label = styled('p')({ margin: '0 0 8px' });

// A checkerboard rail shows what the opacity value means.
const Root = styled('span')({
  position: 'relative',
  display: 'block',
  height: 12,
  borderRadius: 6,
  cursor: 'pointer',
  touchAction: 'none',
  backgroundImage: 'repeating-conic-gradient(#cbd5e1 0% 25%, #f8fafc 0% 50%)',
  backgroundSize: '12px 12px',
});

const Track = styled('span')({
  position: 'absolute',
  height: '100%',
  borderRadius: 6,
  background: 'linear-gradient(to right, rgba(124, 58, 237, 0.1), rgb(124, 58, 237))',
});

const Thumb = styled('span')({
  position: 'absolute',
  top: '50%',
  width: 20,
  height: 20,
  borderRadius: '50%',
  backgroundColor: '#ffffff',
  border: '3px solid #7c3aed',
  boxSizing: 'border-box',
  transform: 'translate(-50%, -50%)',
  '&[data-focus-visible="true"]': { outline: '3px solid #c4b5fd', outlineOffset: 2 },
});
