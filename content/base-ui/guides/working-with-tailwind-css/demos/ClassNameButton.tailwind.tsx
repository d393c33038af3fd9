import { Button } from '@mui/base/Button';

// Step 2: Base UI renders a plain <button>; `className` passes the utilities straight to it.
export default function ClassNameButton() {
  return (
    <Button className="cursor-pointer rounded-lg border-0 bg-indigo-600 px-4 py-2 font-sans text-sm font-semibold leading-6 text-white shadow-sm hover:bg-indigo-500">
      Publish article
    </Button>
  );
}
