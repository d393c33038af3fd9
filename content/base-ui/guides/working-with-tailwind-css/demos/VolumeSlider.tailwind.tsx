import { Slider } from '@mui/base/Slider';

// Step 5: the thumb's slotProps function also receives the slot state: which thumb it is, and
// whether it is focused or being dragged.
export default function VolumeSlider() {
  return (
    <div className="w-full max-w-xs px-2 py-4 font-sans">
      <Slider
        aria-label="Volume"
        defaultValue={40}
        className="relative block h-1.5 w-full cursor-pointer touch-none"
        slotProps={{
          rail: { className: 'absolute block h-1.5 w-full rounded-full bg-slate-300 dark:bg-slate-700' },
          track: { className: 'absolute block h-1.5 rounded-full bg-indigo-600' },
          thumb: (ownerState, { focused, active }) => ({
            className: [
              'absolute top-1/2 -mx-2.5 -mt-2.5 block h-5 w-5 rounded-full border-2 border-solid border-indigo-600 bg-white',
              focused ? 'outline outline-4 outline-indigo-600/30' : '',
              active ? 'scale-110' : '',
              ownerState.disabled ? 'border-slate-400' : '',
            ].join(' '),
          }),
        }}
      />
    </div>
  );
}
