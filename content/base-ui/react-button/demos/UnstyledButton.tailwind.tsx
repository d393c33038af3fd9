import { Button } from '@mui/base/Button';

// Tailwind's arbitrary variants target the state classes Base UI adds: `[&.base--active]:…`
// applies while the button is pressed, `[&.base--focusVisible]:…` while it has keyboard focus.
const buttonClassName = [
  'cursor-pointer rounded-lg border border-solid border-blue-700 bg-blue-600 px-4 py-2',
  'font-sans text-sm font-semibold leading-6 text-white transition',
  'enabled:hover:bg-blue-700',
  '[&.base--active]:scale-[0.98] [&.base--active]:bg-blue-800',
  '[&.base--focusVisible]:outline [&.base--focusVisible]:outline-[3px] [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-300',
  '[&.base--disabled]:cursor-not-allowed [&.base--disabled]:border-slate-400 [&.base--disabled]:bg-slate-400',
  'dark:[&.base--disabled]:border-slate-700 dark:[&.base--disabled]:bg-slate-700 dark:[&.base--disabled]:text-slate-300',
].join(' ');

export default function UnstyledButton() {
  return (
    <div className="flex flex-wrap gap-3">
      <Button className={buttonClassName}>Create invoice</Button>
      <Button className={buttonClassName} disabled>
        Send reminder
      </Button>
    </div>
  );
}
