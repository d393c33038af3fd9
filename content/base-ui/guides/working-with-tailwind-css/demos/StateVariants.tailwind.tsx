import { Button } from '@mui/base/Button';

// Step 3: Base UI adds state classes to the button; arbitrary variants style them. Tailwind reads
// class names from the source text, so each one is written out in full.
const buttonClassName = [
  'cursor-pointer rounded-lg border-0 bg-indigo-600 px-4 py-2 font-sans text-sm font-semibold leading-6 text-white shadow-sm',
  'transition enabled:hover:bg-indigo-500',
  '[&.base--active]:scale-95 [&.base--active]:bg-indigo-700',
  '[&.base--focusVisible]:outline [&.base--focusVisible]:outline-2 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-indigo-400',
  '[&.base--disabled]:cursor-not-allowed [&.base--disabled]:bg-slate-300 [&.base--disabled]:text-slate-600 [&.base--disabled]:shadow-none',
  'dark:[&.base--disabled]:bg-slate-700 dark:[&.base--disabled]:text-slate-300',
].join(' ');

export default function StateVariants() {
  return (
    <div className="flex flex-wrap gap-3">
      <Button className={buttonClassName}>Publish article</Button>
      <Button className={buttonClassName} disabled>
        Schedule for later
      </Button>
    </div>
  );
}
